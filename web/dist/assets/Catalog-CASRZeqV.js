import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,c as n,d as r,f as i,h as a,i as o,l as s,o as c,s as l,u,y as d}from"./index-C-oM_pD_.js";import{n as f,t as p}from"./SubNav-BPuLSkqP.js";import{a as m,n as h}from"./preload-helper--RVb0OjH.js";import{a as g,c as _,l as v,n as y,r as b,t as x}from"./states-B-yEa2ur.js";import{t as S}from"./act-C6HgWoLt.js";var C=e(m(),1),w=h();function T({uses:e,what:t}){return e.length===0?(0,w.jsxs)(`p`,{className:`muted`,children:[`No flag uses `,t,`.`]}):(0,w.jsx)(`ul`,{"aria-label":`Where ${t} is used`,children:e.map(e=>(0,w.jsxs)(`li`,{children:[(0,w.jsx)(a,{href:`/projects/${encodeURIComponent(e.projectId)}/features/${encodeURIComponent(e.featureName)}`,children:e.featureName}),` `,`in `,e.projectId,`, `,e.environment,` (`,e.strategyName,`)`]},e.id))})}var E=g(`
  query CatalogProjects {
    projects {
      id
      name
    }
  }
`);function D(e){let{id:t,value:n,onChange:r}=e,[i]=v({query:E}),a=i.data?.projects??[];return(0,w.jsxs)(`select`,{id:t,value:n??``,onChange:e=>r(e.target.value||null),children:[(0,w.jsx)(`option`,{value:``,children:`Every project`}),n&&!a.some(e=>e.id===n)&&(0,w.jsx)(`option`,{value:n,children:n}),a.map(e=>(0,w.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}var O=g(`
  query ContextFieldsList {
    contextFields {
      name
      description
      project
      stickiness
      sortOrder
      usedInFeatures
      usedInProjects
      legalValues {
        value
        description
      }
    }
  }
`),k=g(`
  query ContextFieldUses($name: String!) {
    contextFieldStrategies(name: $name) {
      id
      featureName
      projectId
      environment
      strategyName
    }
  }
`),A=g(`
  mutation CreateContextField($input: CreateContextFieldInput!) {
    createContextField(input: $input) {
      name
    }
  }
`),j=g(`
  mutation UpdateContextField($name: String!, $input: UpdateContextFieldInput!) {
    updateContextField(name: $name, input: $input) {
      name
    }
  }
`),M=g(`
  mutation DeleteContextField($name: String!) {
    deleteContextField(name: $name)
  }
`);function N(){let[e,t]=v({query:O}),[,n]=_(A),[,a]=_(j),[,o]=_(M),[c,l]=(0,C.useState)(null),[u,d]=(0,C.useState)(null),f=S(),{confirm:p}=i(),m=r(),h=b(t),g=async e=>{let t={description:e.description,stickiness:e.stickiness,legalValues:s(e.legalValues).map(e=>({value:e}))};(e.editing?await f(a({name:e.name,input:t}),`Saved the context field ${e.name}`):await f(n({input:{name:e.name.trim(),project:e.project,...t}}),`Created the context field ${e.name}`))&&(l(null),h())},T=async e=>{await p(`Delete ${e}?`,`Constraints can no longer test this field.`,`Delete`)&&await f(o({name:e}),`Deleted the context field ${e}`)&&h()};return(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(`h1`,{children:`Context fields`}),m(`CREATE_CONTEXT_FIELD`)&&!c&&(0,w.jsx)(`button`,{type:`button`,onClick:()=>l({editing:!1,name:``,description:``,project:null,stickiness:!1,legalValues:``}),children:`New context field`}),c&&(0,w.jsx)(F,{draft:c,onChange:l,onSave:g,onCancel:()=>l(null)}),e.fetching&&!e.data&&(0,w.jsx)(y,{what:`context fields`}),e.error&&(0,w.jsx)(x,{error:e.error,refetch:t}),e.data&&e.data.contextFields.length===0&&(0,w.jsx)(`p`,{className:`muted`,children:`There are no context fields.`}),e.data&&e.data.contextFields.length>0&&(0,w.jsxs)(`table`,{"aria-label":`Context fields`,children:[(0,w.jsx)(`thead`,{children:(0,w.jsxs)(`tr`,{children:[(0,w.jsx)(`th`,{scope:`col`,children:`Field`}),(0,w.jsx)(`th`,{scope:`col`,children:`Legal values`}),(0,w.jsx)(`th`,{scope:`col`,children:`Stickiness`}),(0,w.jsx)(`th`,{scope:`col`,children:`Used in`}),(0,w.jsx)(`th`,{scope:`col`,children:`Actions`})]})}),(0,w.jsx)(`tbody`,{children:e.data.contextFields.map(e=>(0,w.jsxs)(`tr`,{children:[(0,w.jsxs)(`td`,{children:[(0,w.jsx)(`strong`,{children:e.name}),e.description&&(0,w.jsx)(`div`,{className:`muted`,children:e.description}),e.project&&(0,w.jsx)(`span`,{className:`badge`,children:e.project})]}),(0,w.jsx)(`td`,{children:e.legalValues.map(e=>e.value).join(`, `)||(0,w.jsx)(`span`,{className:`muted`,children:`any`})}),(0,w.jsx)(`td`,{children:e.stickiness?`yes`:`no`}),(0,w.jsxs)(`td`,{children:[e.usedInFeatures,` flags in `,e.usedInProjects,` projects`,` `,(0,w.jsxs)(`button`,{type:`button`,"aria-expanded":u===e.name,onClick:()=>d(u===e.name?null:e.name),children:[`Where used`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),u===e.name&&(0,w.jsx)(P,{name:e.name})]}),(0,w.jsxs)(`td`,{className:`row-actions`,children:[m(`UPDATE_CONTEXT_FIELD`)&&(0,w.jsxs)(`button`,{type:`button`,onClick:()=>l({editing:!0,name:e.name,description:e.description??``,project:e.project??null,stickiness:e.stickiness,legalValues:e.legalValues.map(e=>e.value).join(`, `)}),children:[`Edit`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),m(`DELETE_CONTEXT_FIELD`)&&(0,w.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>T(e.name),children:[`Delete`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]})]})]},e.name))})]})]})}function P({name:e}){let[t,n]=v({query:k,variables:{name:e},requestPolicy:`network-only`});return t.fetching&&!t.data?(0,w.jsx)(y,{what:`where it is used`}):t.error?(0,w.jsx)(x,{error:t.error,refetch:n}):(0,w.jsx)(T,{uses:t.data?.contextFieldStrategies??[],what:e})}function F(e){let{draft:t,onChange:n,onSave:r,onCancel:i}=e,a=(0,C.useId)(),o=t.editing?`Edit ${t.name}`:`New context field`;return(0,w.jsxs)(`form`,{"aria-label":o,className:`create`,onSubmit:e=>{e.preventDefault(),t.name.trim()!==``&&r(t)},children:[(0,w.jsx)(`h2`,{children:o}),!t.editing&&(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(`label`,{htmlFor:`${a}-name`,children:`Field name`}),(0,w.jsx)(`input`,{id:`${a}-name`,value:t.name,onChange:e=>n({...t,name:e.target.value})}),(0,w.jsx)(`label`,{htmlFor:`${a}-project`,children:`Project`}),(0,w.jsx)(D,{id:`${a}-project`,value:t.project,onChange:e=>n({...t,project:e})})]}),(0,w.jsx)(`label`,{htmlFor:`${a}-desc`,children:`Field description`}),(0,w.jsx)(`input`,{id:`${a}-desc`,value:t.description,onChange:e=>n({...t,description:e.target.value})}),(0,w.jsx)(`label`,{htmlFor:`${a}-legal`,children:`Legal values (comma-separated)`}),(0,w.jsx)(`input`,{id:`${a}-legal`,value:t.legalValues,onChange:e=>n({...t,legalValues:e.target.value})}),(0,w.jsxs)(`label`,{children:[(0,w.jsx)(`input`,{type:`checkbox`,checked:t.stickiness,onChange:e=>n({...t,stickiness:e.target.checked})}),` `,`Usable for stickiness`]}),(0,w.jsx)(`button`,{type:`submit`,disabled:t.name.trim()===``,children:`Save field`}),(0,w.jsx)(`button`,{type:`button`,onClick:i,children:`Cancel`})]})}var ee=g(`
  query EnvironmentsAndProjects {
    environments {
      name
      type
      enabled
      protected
      sortOrder
    }
    projects {
      id
      name
      environments
    }
  }
`),te=g(`
  mutation CreateEnvironment($input: CreateEnvironmentInput!) {
    createEnvironment(input: $input) {
      name
    }
  }
`),ne=g(`
  mutation SetEnvironmentEnabled($name: String!, $enabled: Boolean!) {
    setEnvironmentEnabled(name: $name, enabled: $enabled) {
      name
      enabled
    }
  }
`),I=g(`
  mutation AddProjectEnvironment($projectId: String!, $environment: String!) {
    addProjectEnvironment(projectId: $projectId, environment: $environment) {
      id
      environments
    }
  }
`),L=g(`
  mutation RemoveProjectEnvironment($projectId: String!, $environment: String!) {
    removeProjectEnvironment(projectId: $projectId, environment: $environment) {
      id
      environments
    }
  }
`),R=[`development`,`test`,`preproduction`,`production`];function z(){let[e,t]=v({query:ee}),[,n]=_(te),[,a]=_(I),[,o]=_(L),[,s]=_(ne),[c,l]=(0,C.useState)(``),[u,d]=(0,C.useState)(`development`),f=S(),{confirm:p}=i(),m=r(),h=(0,C.useId)(),g=b(t),T=async()=>{await f(n({input:{name:c.trim(),type:u}}),`Created the environment ${c.trim()}`)&&(l(``),g())},E=async(e,t,n)=>{n?await f(a({projectId:e,environment:t}),`Enabled ${t} in ${e}`):await p(`Disable ${t} in ${e}?`,`The flags of the project lose their strategies and state in this environment.`,`Disable`)&&await f(o({projectId:e,environment:t}),`Disabled ${t} in ${e}`)},D=async(e,t)=>{(t||await p(`Turn ${e} off?`,`Projects can no longer enable it; where it is enabled already it stays.`,`Turn off`))&&await f(s({name:e,enabled:t}),`Turned ${e} ${t?`on`:`off`}`)&&g()},O=e.data?.environments??[];return(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(`h1`,{children:`Environments`}),m(`CREATE_ENVIRONMENT`)&&(0,w.jsxs)(`form`,{"aria-label":`New environment`,className:`create`,onSubmit:e=>{e.preventDefault(),c.trim()&&T()},children:[(0,w.jsx)(`label`,{htmlFor:`${h}-name`,children:`Environment name`}),(0,w.jsx)(`input`,{id:`${h}-name`,value:c,onChange:e=>l(e.target.value)}),(0,w.jsx)(`label`,{htmlFor:`${h}-type`,children:`Environment type`}),(0,w.jsx)(`select`,{id:`${h}-type`,value:u,onChange:e=>d(e.target.value),children:R.map(e=>(0,w.jsx)(`option`,{children:e},e))}),(0,w.jsx)(`button`,{type:`submit`,disabled:!c.trim(),children:`Create environment`})]}),e.fetching&&!e.data&&(0,w.jsx)(y,{what:`environments`}),e.error&&(0,w.jsx)(x,{error:e.error,refetch:t}),e.data&&(0,w.jsxs)(`table`,{"aria-label":`Environments`,children:[(0,w.jsx)(`thead`,{children:(0,w.jsxs)(`tr`,{children:[(0,w.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,w.jsx)(`th`,{scope:`col`,children:`Type`}),(0,w.jsx)(`th`,{scope:`col`,children:`State`})]})}),(0,w.jsx)(`tbody`,{children:O.map(e=>(0,w.jsxs)(`tr`,{children:[(0,w.jsx)(`td`,{children:e.name}),(0,w.jsx)(`td`,{children:e.type}),(0,w.jsxs)(`td`,{children:[(0,w.jsx)(`input`,{type:`checkbox`,role:`switch`,"aria-label":`${e.name} for the whole instance`,checked:e.enabled,disabled:!m(`UPDATE_ENVIRONMENT`),onChange:t=>void D(e.name,t.target.checked)}),` `,e.enabled?`on`:`off`,e.protected&&(0,w.jsx)(`span`,{className:`badge`,children:`protected`})]})]},e.name))})]}),e.data&&(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(`h2`,{children:`Environments of each project`}),e.data.projects.length===0&&(0,w.jsx)(`p`,{className:`muted`,children:`There are no projects.`}),(0,w.jsxs)(`table`,{"aria-label":`Project environments`,children:[(0,w.jsx)(`thead`,{children:(0,w.jsxs)(`tr`,{children:[(0,w.jsx)(`th`,{scope:`col`,children:`Project`}),O.map(e=>(0,w.jsx)(`th`,{scope:`col`,children:e.name},e.name))]})}),(0,w.jsx)(`tbody`,{children:e.data.projects.map(e=>(0,w.jsxs)(`tr`,{children:[(0,w.jsx)(`td`,{children:e.name}),O.map(t=>(0,w.jsx)(`td`,{children:(0,w.jsx)(`input`,{type:`checkbox`,"aria-label":`${t.name} in ${e.id}`,checked:e.environments.includes(t.name),disabled:!m(`UPDATE_PROJECT`)||!t.enabled&&!e.environments.includes(t.name),onChange:n=>E(e.id,t.name,n.target.checked)})},t.name))]},e.id))})]})]})]})}var B=g(`
  query Segments {
    segments {
      id
      name
      description
      project
      usedInFeatures
      usedInProjects
      constraints {
        contextName
        operator
        caseInsensitive
        inverted
        values
        value
      }
    }
  }
`),V=g(`
  query SegmentUses($id: Int!) {
    segmentStrategies(id: $id) {
      id
      featureName
      projectId
      environment
      strategyName
    }
  }
`),H=g(`
  mutation CreateSegment($input: SegmentInput!) {
    createSegment(input: $input) {
      id
    }
  }
`),U=g(`
  mutation UpdateSegment($id: Int!, $input: SegmentInput!) {
    updateSegment(id: $id, input: $input) {
      id
    }
  }
`),W=g(`
  mutation DeleteSegment($id: Int!) {
    deleteSegment(id: $id)
  }
`),G={id:null,name:``,description:``,project:null,constraints:[]};function K(){let[e,t]=v({query:B}),[,n]=_(H),[,a]=_(U),[,o]=_(W),[s,d]=(0,C.useState)(null),[f,p]=(0,C.useState)(null),m=S(),{confirm:h}=i(),g=r(),T=b(t),E=async e=>{let t={name:e.name.trim(),description:e.description,project:e.project,constraints:e.constraints.map(u)};(e.id===null?await m(n({input:t}),`Created the segment ${t.name}`):await m(a({id:e.id,input:t}),`Saved the segment ${t.name}`))&&(d(null),T())},D=async(e,t)=>{await h(`Delete ${t}?`,`The segment goes for good; flags that use it keep working only after you remove it from them.`,`Delete`)&&await m(o({id:e}),`Deleted the segment ${t}`)&&T()};return(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(`h1`,{children:`Segments`}),g(`CREATE_SEGMENT`)&&!s&&(0,w.jsx)(`button`,{type:`button`,onClick:()=>d(G),children:`New segment`}),s&&(0,w.jsx)(J,{draft:s,onChange:d,onSave:E,onCancel:()=>d(null)}),e.fetching&&!e.data&&(0,w.jsx)(y,{what:`segments`}),e.error&&(0,w.jsx)(x,{error:e.error,refetch:t}),e.data&&e.data.segments.length===0&&(0,w.jsx)(`p`,{className:`muted`,children:`There are no segments yet.`}),e.data&&e.data.segments.length>0&&(0,w.jsxs)(`table`,{"aria-label":`Segments`,children:[(0,w.jsx)(`thead`,{children:(0,w.jsxs)(`tr`,{children:[(0,w.jsx)(`th`,{scope:`col`,children:`Segment`}),(0,w.jsx)(`th`,{scope:`col`,children:`Constraints`}),(0,w.jsx)(`th`,{scope:`col`,children:`Used in`}),(0,w.jsx)(`th`,{scope:`col`,children:`Actions`})]})}),(0,w.jsx)(`tbody`,{children:e.data.segments.map(e=>(0,w.jsxs)(`tr`,{children:[(0,w.jsxs)(`td`,{children:[(0,w.jsx)(`strong`,{children:e.name}),e.description&&(0,w.jsx)(`div`,{className:`muted`,children:e.description}),e.project&&(0,w.jsx)(`span`,{className:`badge`,children:e.project})]}),(0,w.jsx)(`td`,{children:(0,w.jsx)(`ul`,{className:`constraints`,children:e.constraints.map((e,t)=>(0,w.jsx)(`li`,{children:c(e)},t))})}),(0,w.jsxs)(`td`,{children:[e.usedInFeatures,` flags in `,e.usedInProjects,` projects`,` `,(0,w.jsxs)(`button`,{type:`button`,"aria-expanded":f===e.id,onClick:()=>p(f===e.id?null:e.id),children:[`Where used`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),f===e.id&&(0,w.jsx)(q,{id:e.id,name:e.name})]}),(0,w.jsxs)(`td`,{className:`row-actions`,children:[g(`UPDATE_SEGMENT`)&&(0,w.jsxs)(`button`,{type:`button`,onClick:()=>d({id:e.id,name:e.name,description:e.description,project:e.project??null,constraints:e.constraints.map(l)}),children:[`Edit`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),g(`DELETE_SEGMENT`)&&(0,w.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>D(e.id,e.name),children:[`Delete`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]})]})]},e.id))})]})]})}function q({id:e,name:t}){let[n,r]=v({query:V,variables:{id:e},requestPolicy:`network-only`});return n.fetching&&!n.data?(0,w.jsx)(y,{what:`where it is used`}):n.error?(0,w.jsx)(x,{error:n.error,refetch:r}):(0,w.jsx)(T,{uses:n.data?.segmentStrategies??[],what:t})}function J(e){let{draft:r,onChange:i,onSave:a,onCancel:s}=e,c=(0,C.useId)(),l=r.name.trim()===``||r.constraints.some(e=>t(e)!==null),u=r.id===null?`New segment`:`Edit ${r.name}`;return(0,w.jsxs)(`form`,{"aria-label":u,className:`create`,onSubmit:e=>{e.preventDefault(),l||a(r)},children:[(0,w.jsx)(`h2`,{children:u}),(0,w.jsx)(`label`,{htmlFor:`${c}-name`,children:`Segment name`}),(0,w.jsx)(`input`,{id:`${c}-name`,value:r.name,onChange:e=>i({...r,name:e.target.value})}),(0,w.jsx)(`label`,{htmlFor:`${c}-desc`,children:`Segment description`}),(0,w.jsx)(`input`,{id:`${c}-desc`,value:r.description,onChange:e=>i({...r,description:e.target.value})}),(0,w.jsx)(`label`,{htmlFor:`${c}-project`,children:`Project`}),(0,w.jsx)(D,{id:`${c}-project`,value:r.project,onChange:e=>i({...r,project:e})}),(0,w.jsx)(`div`,{className:`constraints`,children:(0,w.jsx)(o,{project:r.project,drafts:r.constraints,onChange:e=>i({...r,constraints:e(r.constraints)})})}),(0,w.jsx)(`button`,{type:`button`,onClick:()=>i({...r,constraints:[...r.constraints,n()]}),children:`Add a constraint`}),(0,w.jsx)(`button`,{type:`submit`,disabled:l,children:`Save segment`}),(0,w.jsx)(`button`,{type:`button`,onClick:s,children:`Cancel`})]})}var Y=g(`
  query StrategyDefinitions {
    strategyDefinitions {
      name
      displayName
      description
      editable
      deprecated
      parameters {
        ...StrategyParameterFields
      }
    }
  }
`),X=g(`
  mutation CreateStrategyDefinition($input: CreateStrategyDefinitionInput!) {
    createStrategyDefinition(input: $input) {
      name
    }
  }
`),re=g(`
  mutation UpdateStrategyDefinition($name: String!, $input: UpdateStrategyDefinitionInput!) {
    updateStrategyDefinition(name: $name, input: $input) {
      name
      description
      parameters {
        ...StrategyParameterFields
      }
    }
  }
`),ie=g(`
  mutation DeprecateStrategy($name: String!) {
    deprecateStrategyDefinition(name: $name) {
      name
      deprecated
    }
  }
`),ae=g(`
  mutation ReactivateStrategy($name: String!) {
    reactivateStrategyDefinition(name: $name) {
      name
      deprecated
    }
  }
`),oe=g(`
  mutation DeleteStrategy($name: String!) {
    deleteStrategyDefinition(name: $name)
  }
`),se=[`string`,`percentage`,`list`,`number`,`boolean`];function ce(){let[e,t]=v({query:Y}),[,n]=_(ie),[,a]=_(ae),[,o]=_(oe),[s,c]=(0,C.useState)(!1),[l,u]=(0,C.useState)(null),d=S(),{confirm:f}=i(),p=r(),m=b(t),h=async e=>{await f(`Deprecate ${e}?`,`New strategies can no longer use it; existing ones keep working.`,`Deprecate`)&&await d(n({name:e}),`Deprecated ${e}`)},g=async e=>{await f(`Delete ${e}?`,`The strategy definition goes for good.`,`Delete`)&&await d(o({name:e}),`Deleted ${e}`)&&m()};return(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(`h1`,{children:`Strategies`}),p(`CREATE_STRATEGY`)&&!s&&(0,w.jsx)(`button`,{type:`button`,onClick:()=>c(!0),children:`New strategy`}),l&&(0,w.jsx)(Z,{editing:l,onDone:()=>{u(null),m()},onCancel:()=>u(null)},l.name),s&&(0,w.jsx)(Z,{onDone:()=>{c(!1),m()},onCancel:()=>c(!1)}),e.fetching&&!e.data&&(0,w.jsx)(y,{what:`strategies`}),e.error&&(0,w.jsx)(x,{error:e.error,refetch:t}),e.data&&(0,w.jsxs)(`table`,{"aria-label":`Strategies`,children:[(0,w.jsx)(`thead`,{children:(0,w.jsxs)(`tr`,{children:[(0,w.jsx)(`th`,{scope:`col`,children:`Strategy`}),(0,w.jsx)(`th`,{scope:`col`,children:`Parameters`}),(0,w.jsx)(`th`,{scope:`col`,children:`State`}),(0,w.jsx)(`th`,{scope:`col`,children:`Actions`})]})}),(0,w.jsx)(`tbody`,{children:e.data.strategyDefinitions.map(e=>(0,w.jsxs)(`tr`,{children:[(0,w.jsxs)(`td`,{children:[(0,w.jsx)(`strong`,{children:e.displayName}),` `,(0,w.jsx)(`code`,{children:e.name}),e.description&&(0,w.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,w.jsxs)(`td`,{children:[e.parameters.length===0&&(0,w.jsx)(`span`,{className:`muted`,children:`none`}),(0,w.jsx)(`ul`,{children:e.parameters.map(e=>(0,w.jsxs)(`li`,{children:[(0,w.jsx)(`code`,{children:e.name}),` (`,e.type,e.required?`, required`:``,`)`,e.description&&` ${e.description}`]},e.name))})]}),(0,w.jsxs)(`td`,{children:[e.deprecated?(0,w.jsx)(`span`,{className:`badge`,children:`deprecated`}):`active`,!e.editable&&(0,w.jsx)(`span`,{className:`badge`,children:`built-in`})]}),(0,w.jsxs)(`td`,{className:`row-actions`,children:[p(`UPDATE_STRATEGY`)&&e.editable&&(0,w.jsxs)(`button`,{type:`button`,onClick:()=>{c(!1),u(e)},children:[`Edit`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),p(`UPDATE_STRATEGY`)&&!e.deprecated&&e.name!=="default"&&(0,w.jsxs)(`button`,{type:`button`,onClick:()=>h(e.name),children:[`Deprecate`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),p(`UPDATE_STRATEGY`)&&e.deprecated&&(0,w.jsxs)(`button`,{type:`button`,onClick:()=>d(a({name:e.name}),`Reactivated ${e.name}`),children:[`Reactivate`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),p(`DELETE_STRATEGY`)&&e.editable&&(0,w.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>g(e.name),children:[`Delete`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]})]})]},e.name))})]})]})}function Z({editing:e,onDone:t,onCancel:n}){let[,r]=_(X),[,i]=_(re),[a,o]=(0,C.useState)(e?.name??``),[s,c]=(0,C.useState)(e?.description??``),[l,u]=(0,C.useState)(e?.parameters.map(e=>({name:e.name,type:e.type,description:e.description??``,required:e.required}))??[]),d=S(),f=(0,C.useId)(),p=(e,t)=>u(n=>n.map((n,r)=>r===e?{...n,...t}:n)),m=a.trim()===``||l.some(e=>e.name.trim()===``),h=async()=>{let n={name:a.trim(),description:s,parameters:l.map(e=>({...e,name:e.name.trim()}))};if(e){let{description:r,parameters:a}=n;await d(i({name:e.name,input:{description:r,parameters:a}}),`Saved ${e.name}`)&&t()}else await d(r({input:n}),`Created the strategy ${n.name}`)&&t()},g=e?`Edit ${e.name}`:`New strategy`;return(0,w.jsxs)(`form`,{"aria-label":g,className:`create`,onSubmit:e=>{e.preventDefault(),m||h()},children:[(0,w.jsx)(`h2`,{children:g}),!e&&(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(`label`,{htmlFor:`${f}-name`,children:`Strategy name`}),(0,w.jsx)(`input`,{id:`${f}-name`,value:a,onChange:e=>o(e.target.value)})]}),(0,w.jsx)(`label`,{htmlFor:`${f}-desc`,children:`Strategy description`}),(0,w.jsx)(`input`,{id:`${f}-desc`,value:s,onChange:e=>c(e.target.value)}),l.map((e,t)=>(0,w.jsxs)(`fieldset`,{className:`constraint`,children:[(0,w.jsxs)(`legend`,{children:[`Parameter `,t+1]}),(0,w.jsx)(`label`,{htmlFor:`${f}-p${t}-name`,children:`Parameter name`}),(0,w.jsx)(`input`,{id:`${f}-p${t}-name`,value:e.name,onChange:e=>p(t,{name:e.target.value})}),(0,w.jsx)(`label`,{htmlFor:`${f}-p${t}-type`,children:`Parameter type`}),(0,w.jsx)(`select`,{id:`${f}-p${t}-type`,value:e.type,onChange:e=>p(t,{type:e.target.value}),children:se.map(e=>(0,w.jsx)(`option`,{children:e},e))}),(0,w.jsx)(`label`,{htmlFor:`${f}-p${t}-desc`,children:`Parameter description`}),(0,w.jsx)(`input`,{id:`${f}-p${t}-desc`,value:e.description,onChange:e=>p(t,{description:e.target.value})}),(0,w.jsxs)(`label`,{children:[(0,w.jsx)(`input`,{type:`checkbox`,checked:e.required,onChange:e=>p(t,{required:e.target.checked})}),` `,`Required`]}),(0,w.jsxs)(`button`,{type:`button`,onClick:()=>u(e=>e.filter((e,n)=>n!==t)),children:[`Remove`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` parameter `,t+1]})]})]},t)),(0,w.jsx)(`button`,{type:`button`,onClick:()=>u(e=>[...e,{name:``,type:`string`,description:``,required:!1}]),children:`Add a parameter`}),(0,w.jsx)(`button`,{type:`submit`,disabled:m,children:`Save strategy`}),(0,w.jsx)(`button`,{type:`button`,onClick:n,children:`Cancel`})]})}var le=g(`
  query TagTypesAndTags {
    tagTypes {
      name
      description
      icon
    }
    tags {
      type
      value
    }
  }
`),ue=g(`
  mutation CreateTagType($input: CreateTagTypeInput!) {
    createTagType(input: $input) {
      name
    }
  }
`),Q=g(`
  mutation UpdateTagType($name: String!, $input: UpdateTagTypeInput!) {
    updateTagType(name: $name, input: $input) {
      name
      description
      icon
    }
  }
`),de=g(`
  mutation DeleteTagType($name: String!) {
    deleteTagType(name: $name)
  }
`),fe=g(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      type
      value
    }
  }
`),pe=g(`
  mutation DeleteTag($type: String!, $value: String!) {
    deleteTag(type: $type, value: $value)
  }
`);function me(){let[e,t]=v({query:le}),[,n]=_(ue),[,a]=_(de),[,o]=_(fe),[,s]=_(pe),[c,l]=(0,C.useState)(``),[u,d]=(0,C.useState)(``),[f,p]=(0,C.useState)(`simple`),[m,h]=(0,C.useState)(``),[g,T]=(0,C.useState)(null),E=S(),{confirm:D}=i(),O=r(),k=(0,C.useId)(),A=b(t),j=async()=>{let e=c.trim();await E(n({input:{name:e,description:u}}),`Created the tag type ${e}`)&&(l(``),d(``),A())},M=async()=>{let e=m.trim();await E(o({input:{type:f,value:e}}),`Created the tag ${f}:${e}`)&&(h(``),A())},N=async e=>{await D(`Delete the tag type ${e}?`,`Its tags go too, also from the flags that carry them.`,`Delete`)&&await E(a({name:e}),`Deleted the tag type ${e}`)&&A()},P=async(e,t)=>{await D(`Delete the tag ${e}:${t}?`,`Flags that carry it lose it.`,`Delete`)&&await E(s({type:e,value:t}),`Deleted the tag ${e}:${t}`)&&A()},F=e.data?.tagTypes??[];return(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(`h1`,{children:`Tags`}),(0,w.jsxs)(`div`,{className:`toolbar`,children:[O(`CREATE_TAG_TYPE`)&&(0,w.jsxs)(`form`,{"aria-label":`New tag type`,className:`create`,onSubmit:e=>{e.preventDefault(),c.trim()&&j()},children:[(0,w.jsx)(`label`,{htmlFor:`${k}-type`,children:`Tag type name`}),(0,w.jsx)(`input`,{id:`${k}-type`,value:c,onChange:e=>l(e.target.value)}),(0,w.jsx)(`label`,{htmlFor:`${k}-tdesc`,children:`Tag type description`}),(0,w.jsx)(`input`,{id:`${k}-tdesc`,value:u,onChange:e=>d(e.target.value)}),(0,w.jsx)(`button`,{type:`submit`,disabled:!c.trim(),children:`Create tag type`})]}),O(`UPDATE_FEATURE`)&&F.length>0&&(0,w.jsxs)(`form`,{"aria-label":`New tag`,className:`create`,onSubmit:e=>{e.preventDefault(),m.trim()&&M()},children:[(0,w.jsx)(`label`,{htmlFor:`${k}-ttype`,children:`Type of the tag`}),(0,w.jsx)(`select`,{id:`${k}-ttype`,value:f,onChange:e=>p(e.target.value),children:F.map(e=>(0,w.jsx)(`option`,{children:e.name},e.name))}),(0,w.jsx)(`label`,{htmlFor:`${k}-value`,children:`Tag value`}),(0,w.jsx)(`input`,{id:`${k}-value`,value:m,onChange:e=>h(e.target.value)}),(0,w.jsx)(`button`,{type:`submit`,disabled:!m.trim(),children:`Create tag`})]})]}),e.fetching&&!e.data&&(0,w.jsx)(y,{what:`tags`}),e.error&&(0,w.jsx)(x,{error:e.error,refetch:t}),e.data&&F.length===0&&(0,w.jsx)(`p`,{className:`muted`,children:`There are no tag types.`}),F.map(t=>{let n=e.data?.tags.filter(e=>e.type===t.name)??[];return(0,w.jsxs)(`section`,{"aria-label":`Tag type ${t.name}`,className:`env`,children:[(0,w.jsxs)(`header`,{children:[(0,w.jsx)(`h2`,{children:t.name}),O(`UPDATE_TAG_TYPE`)&&g!==t.name&&(0,w.jsxs)(`button`,{type:`button`,onClick:()=>T(t.name),children:[`Edit`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` the tag type `,t.name]})]}),O(`DELETE_TAG_TYPE`)&&(0,w.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>N(t.name),children:[`Delete`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` the tag type `,t.name]})]})]}),g===t.name?(0,w.jsx)(he,{tagType:t,onDone:()=>{T(null),A()},onCancel:()=>T(null)}):(0,w.jsxs)(w.Fragment,{children:[t.description&&(0,w.jsx)(`p`,{className:`muted`,children:t.description}),t.icon&&(0,w.jsxs)(`p`,{className:`muted`,children:[`Icon: `,t.icon]})]}),n.length===0&&(0,w.jsx)(`p`,{className:`muted`,children:`No tags of this type.`}),(0,w.jsx)(`ul`,{children:n.map(e=>(0,w.jsxs)(`li`,{children:[e.value,` `,O(`UPDATE_FEATURE`)&&(0,w.jsxs)(`button`,{type:`button`,className:`chip-remove`,onClick:()=>P(e.type,e.value),children:[`×`,(0,w.jsxs)(`span`,{className:`sr-only`,children:[` Delete the tag `,e.value]})]})]},e.value))})]},t.name)})]})}function he({tagType:e,onDone:t,onCancel:n}){let[,r]=_(Q),[i,a]=(0,C.useState)(e.description),[o,s]=(0,C.useState)(e.icon??``),c=S(),l=(0,C.useId)(),u=async()=>{let n={description:i,icon:o.trim()||null};await c(r({name:e.name,input:n}),`Saved the tag type ${e.name}`)&&t()};return(0,w.jsxs)(`form`,{"aria-label":`Edit the tag type ${e.name}`,className:`create`,onSubmit:e=>{e.preventDefault(),u()},children:[(0,w.jsxs)(`label`,{htmlFor:`${l}-desc`,children:[`Description of `,e.name]}),(0,w.jsx)(`input`,{id:`${l}-desc`,value:i,onChange:e=>a(e.target.value)}),(0,w.jsxs)(`label`,{htmlFor:`${l}-icon`,children:[`Icon of `,e.name]}),(0,w.jsx)(`input`,{id:`${l}-icon`,value:o,onChange:e=>s(e.target.value)}),(0,w.jsx)(`button`,{type:`submit`,children:`Save tag type`}),(0,w.jsx)(`button`,{type:`button`,onClick:n,children:`Cancel`})]})}var $=[{href:`/catalog/segments`,label:`Segments`,screen:K},{href:`/catalog/context-fields`,label:`Context fields`,screen:N},{href:`/catalog/tags`,label:`Tags`,screen:me},{href:`/catalog/strategies`,label:`Strategies`,screen:ce},{href:`/catalog/environments`,label:`Environments`,screen:z}];function ge(){let[e]=d(),t=f($,e)??$[0],n=t.screen;return(0,w.jsxs)(w.Fragment,{children:[(0,w.jsx)(p,{label:`Catalog`,sections:$,current:t}),(0,w.jsx)(n,{})]})}export{ge as default};