import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,c as n,f as r,g as i,i as a,l as o,n as s,o as c,r as l,s as u,u as d}from"./index-BzmTH_aG.js";import{n as f,t as p}from"./SubNav-s-yJvLr-.js";import{n as m,o as h}from"./preload-helper-tnXV0pyJ.js";import{c as g,i as _,n as v,s as y,t as b}from"./states-fMsXIbQ0.js";import{t as x}from"./act-semQj_GG.js";var S=e(h(),1),C=m();function w({uses:e,what:t}){return e.length===0?(0,C.jsxs)(`p`,{className:`muted`,children:[`No flag uses `,t,`.`]}):(0,C.jsx)(`ul`,{"aria-label":`Where ${t} is used`,children:e.map(e=>(0,C.jsxs)(`li`,{children:[(0,C.jsx)(r,{href:`/projects/${encodeURIComponent(e.projectId)}/features/${encodeURIComponent(e.featureName)}`,children:e.featureName}),` `,`in `,e.projectId,`, `,e.environment,` (`,e.strategyName,`)`]},e.id))})}var T=_(`
  query ContextFieldsList {
    contextFields {
      name
      description
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
`),E=_(`
  query ContextFieldUses($name: String!) {
    contextFieldStrategies(name: $name) {
      id
      featureName
      projectId
      environment
      strategyName
    }
  }
`),D=_(`
  mutation CreateContextField($input: CreateContextFieldInput!) {
    createContextField(input: $input) {
      name
    }
  }
`),O=_(`
  mutation UpdateContextField($name: String!, $input: UpdateContextFieldInput!) {
    updateContextField(name: $name, input: $input) {
      name
    }
  }
`),k=_(`
  mutation DeleteContextField($name: String!) {
    deleteContextField(name: $name)
  }
`);function A(){let[e,t]=g({query:T}),[,n]=y(D),[,r]=y(O),[,i]=y(k),[a,s]=(0,S.useState)(null),[c,l]=(0,S.useState)(null),f=x(),{confirm:p}=d(),m=o(),h=()=>t({requestPolicy:`network-only`}),_=async e=>{let t={description:e.description,stickiness:e.stickiness,legalValues:u(e.legalValues).map(e=>({value:e}))};(e.editing?await f(r({name:e.name,input:t}),`Saved the context field ${e.name}`):await f(n({input:{name:e.name.trim(),...t}}),`Created the context field ${e.name}`))&&(s(null),h())},w=async e=>{await p(`Delete ${e}?`,`Constraints can no longer test this field.`,`Delete`)&&await f(i({name:e}),`Deleted the context field ${e}`)&&h()};return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Context fields`}),m(`CREATE_CONTEXT_FIELD`)&&!a&&(0,C.jsx)(`button`,{type:`button`,onClick:()=>s({editing:!1,name:``,description:``,stickiness:!1,legalValues:``}),children:`New context field`}),a&&(0,C.jsx)(M,{draft:a,onChange:s,onSave:_,onCancel:()=>s(null)}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`context fields`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:h}),e.data&&e.data.contextFields.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`There are no context fields.`}),e.data&&e.data.contextFields.length>0&&(0,C.jsxs)(`table`,{"aria-label":`Context fields`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Field`}),(0,C.jsx)(`th`,{scope:`col`,children:`Legal values`}),(0,C.jsx)(`th`,{scope:`col`,children:`Stickiness`}),(0,C.jsx)(`th`,{scope:`col`,children:`Used in`}),(0,C.jsx)(`th`,{scope:`col`,children:`Actions`})]})}),(0,C.jsx)(`tbody`,{children:e.data.contextFields.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsxs)(`td`,{children:[(0,C.jsx)(`strong`,{children:e.name}),e.description&&(0,C.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,C.jsx)(`td`,{children:e.legalValues.map(e=>e.value).join(`, `)||(0,C.jsx)(`span`,{className:`muted`,children:`any`})}),(0,C.jsx)(`td`,{children:e.stickiness?`yes`:`no`}),(0,C.jsxs)(`td`,{children:[e.usedInFeatures,` flags in `,e.usedInProjects,` projects`,` `,(0,C.jsxs)(`button`,{type:`button`,"aria-expanded":c===e.name,onClick:()=>l(c===e.name?null:e.name),children:[`Where used`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),c===e.name&&(0,C.jsx)(j,{name:e.name})]}),(0,C.jsxs)(`td`,{className:`row-actions`,children:[m(`UPDATE_CONTEXT_FIELD`)&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>s({editing:!0,name:e.name,description:e.description??``,stickiness:e.stickiness,legalValues:e.legalValues.map(e=>e.value).join(`, `)}),children:[`Edit`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),m(`DELETE_CONTEXT_FIELD`)&&(0,C.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>w(e.name),children:[`Delete`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]})]})]},e.name))})]})]})}function j({name:e}){let[t,n]=g({query:E,variables:{name:e},requestPolicy:`network-only`});return t.fetching&&!t.data?(0,C.jsx)(v,{what:`where it is used`}):t.error?(0,C.jsx)(b,{error:t.error,retry:()=>n({requestPolicy:`network-only`})}):(0,C.jsx)(w,{uses:t.data?.contextFieldStrategies??[],what:e})}function M(e){let{draft:t,onChange:n,onSave:r,onCancel:i}=e,a=(0,S.useId)(),o=t.editing?`Edit ${t.name}`:`New context field`;return(0,C.jsxs)(`form`,{"aria-label":o,className:`create`,onSubmit:e=>{e.preventDefault(),t.name.trim()!==``&&r(t)},children:[(0,C.jsx)(`h2`,{children:o}),!t.editing&&(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`label`,{htmlFor:`${a}-name`,children:`Field name`}),(0,C.jsx)(`input`,{id:`${a}-name`,value:t.name,onChange:e=>n({...t,name:e.target.value})})]}),(0,C.jsx)(`label`,{htmlFor:`${a}-desc`,children:`Field description`}),(0,C.jsx)(`input`,{id:`${a}-desc`,value:t.description,onChange:e=>n({...t,description:e.target.value})}),(0,C.jsx)(`label`,{htmlFor:`${a}-legal`,children:`Legal values (comma-separated)`}),(0,C.jsx)(`input`,{id:`${a}-legal`,value:t.legalValues,onChange:e=>n({...t,legalValues:e.target.value})}),(0,C.jsxs)(`label`,{children:[(0,C.jsx)(`input`,{type:`checkbox`,checked:t.stickiness,onChange:e=>n({...t,stickiness:e.target.checked})}),` `,`Usable for stickiness`]}),(0,C.jsx)(`button`,{type:`submit`,disabled:t.name.trim()===``,children:`Save field`}),(0,C.jsx)(`button`,{type:`button`,onClick:i,children:`Cancel`})]})}var N=_(`
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
`),P=_(`
  mutation CreateEnvironment($input: CreateEnvironmentInput!) {
    createEnvironment(input: $input) {
      name
    }
  }
`),ee=_(`
  mutation SetEnvironmentEnabled($name: String!, $enabled: Boolean!) {
    setEnvironmentEnabled(name: $name, enabled: $enabled) {
      name
      enabled
    }
  }
`),te=_(`
  mutation AddProjectEnvironment($projectId: String!, $environment: String!) {
    addProjectEnvironment(projectId: $projectId, environment: $environment) {
      id
      environments
    }
  }
`),ne=_(`
  mutation RemoveProjectEnvironment($projectId: String!, $environment: String!) {
    removeProjectEnvironment(projectId: $projectId, environment: $environment) {
      id
      environments
    }
  }
`),F=[`development`,`test`,`preproduction`,`production`];function I(){let[e,t]=g({query:N}),[,n]=y(P),[,r]=y(te),[,i]=y(ne),[,a]=y(ee),[s,c]=(0,S.useState)(``),[l,u]=(0,S.useState)(`development`),f=x(),{confirm:p}=d(),m=o(),h=(0,S.useId)(),_=()=>t({requestPolicy:`network-only`}),w=async()=>{await f(n({input:{name:s.trim(),type:l}}),`Created the environment ${s.trim()}`)&&(c(``),_())},T=async(e,t,n)=>{n?await f(r({projectId:e,environment:t}),`Enabled ${t} in ${e}`):await p(`Disable ${t} in ${e}?`,`The flags of the project lose their strategies and state in this environment.`,`Disable`)&&await f(i({projectId:e,environment:t}),`Disabled ${t} in ${e}`)},E=async(e,t)=>{(t||await p(`Turn ${e} off?`,`Projects can no longer enable it; where it is enabled already it stays.`,`Turn off`))&&await f(a({name:e,enabled:t}),`Turned ${e} ${t?`on`:`off`}`)&&_()},D=e.data?.environments??[];return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Environments`}),m(`CREATE_ENVIRONMENT`)&&(0,C.jsxs)(`form`,{"aria-label":`New environment`,className:`create`,onSubmit:e=>{e.preventDefault(),s.trim()&&w()},children:[(0,C.jsx)(`label`,{htmlFor:`${h}-name`,children:`Environment name`}),(0,C.jsx)(`input`,{id:`${h}-name`,value:s,onChange:e=>c(e.target.value)}),(0,C.jsx)(`label`,{htmlFor:`${h}-type`,children:`Environment type`}),(0,C.jsx)(`select`,{id:`${h}-type`,value:l,onChange:e=>u(e.target.value),children:F.map(e=>(0,C.jsx)(`option`,{children:e},e))}),(0,C.jsx)(`button`,{type:`submit`,disabled:!s.trim(),children:`Create environment`})]}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`environments`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:_}),e.data&&(0,C.jsxs)(`table`,{"aria-label":`Environments`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,C.jsx)(`th`,{scope:`col`,children:`Type`}),(0,C.jsx)(`th`,{scope:`col`,children:`State`})]})}),(0,C.jsx)(`tbody`,{children:D.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`td`,{children:e.name}),(0,C.jsx)(`td`,{children:e.type}),(0,C.jsxs)(`td`,{children:[(0,C.jsx)(`input`,{type:`checkbox`,role:`switch`,"aria-label":`${e.name} for the whole instance`,checked:e.enabled,disabled:!m(`UPDATE_ENVIRONMENT`),onChange:t=>void E(e.name,t.target.checked)}),` `,e.enabled?`on`:`off`,e.protected&&(0,C.jsx)(`span`,{className:`badge`,children:`protected`})]})]},e.name))})]}),e.data&&(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h2`,{children:`Environments of each project`}),e.data.projects.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`There are no projects.`}),(0,C.jsxs)(`table`,{"aria-label":`Project environments`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Project`}),D.map(e=>(0,C.jsx)(`th`,{scope:`col`,children:e.name},e.name))]})}),(0,C.jsx)(`tbody`,{children:e.data.projects.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`td`,{children:e.name}),D.map(t=>(0,C.jsx)(`td`,{children:(0,C.jsx)(`input`,{type:`checkbox`,"aria-label":`${t.name} in ${e.id}`,checked:e.environments.includes(t.name),disabled:!m(`UPDATE_PROJECT`)||!t.enabled&&!e.environments.includes(t.name),onChange:n=>T(e.id,t.name,n.target.checked)})},t.name))]},e.id))})]})]})]})}var L=_(`
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
`),R=_(`
  query SegmentUses($id: Int!) {
    segmentStrategies(id: $id) {
      id
      featureName
      projectId
      environment
      strategyName
    }
  }
`),z=_(`
  mutation CreateSegment($input: SegmentInput!) {
    createSegment(input: $input) {
      id
    }
  }
`),B=_(`
  mutation UpdateSegment($id: Int!, $input: SegmentInput!) {
    updateSegment(id: $id, input: $input) {
      id
    }
  }
`),V=_(`
  mutation DeleteSegment($id: Int!) {
    deleteSegment(id: $id)
  }
`),H={id:null,name:``,description:``,constraints:[]};function U(){let[e,r]=g({query:L}),[,i]=y(z),[,s]=y(B),[,c]=y(V),[l,u]=(0,S.useState)(null),[f,p]=(0,S.useState)(null),m=x(),{confirm:h}=d(),_=o(),w=()=>r({requestPolicy:`network-only`}),T=async e=>{let t={name:e.name.trim(),description:e.description,constraints:e.constraints.map(n)};(e.id===null?await m(i({input:t}),`Created the segment ${t.name}`):await m(s({id:e.id,input:t}),`Saved the segment ${t.name}`))&&(u(null),w())},E=async(e,t)=>{await h(`Delete ${t}?`,`The segment goes for good; flags that use it keep working only after you remove it from them.`,`Delete`)&&await m(c({id:e}),`Deleted the segment ${t}`)&&w()};return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Segments`}),_(`CREATE_SEGMENT`)&&!l&&(0,C.jsx)(`button`,{type:`button`,onClick:()=>u(H),children:`New segment`}),l&&(0,C.jsx)(G,{draft:l,onChange:u,onSave:T,onCancel:()=>u(null)}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`segments`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:w}),e.data&&e.data.segments.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`There are no segments yet.`}),e.data&&e.data.segments.length>0&&(0,C.jsxs)(`table`,{"aria-label":`Segments`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Segment`}),(0,C.jsx)(`th`,{scope:`col`,children:`Constraints`}),(0,C.jsx)(`th`,{scope:`col`,children:`Used in`}),(0,C.jsx)(`th`,{scope:`col`,children:`Actions`})]})}),(0,C.jsx)(`tbody`,{children:e.data.segments.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsxs)(`td`,{children:[(0,C.jsx)(`strong`,{children:e.name}),e.description&&(0,C.jsx)(`div`,{className:`muted`,children:e.description}),e.project&&(0,C.jsx)(`span`,{className:`badge`,children:e.project})]}),(0,C.jsx)(`td`,{children:(0,C.jsx)(`ul`,{className:`constraints`,children:e.constraints.map((e,t)=>(0,C.jsx)(`li`,{children:a(e)},t))})}),(0,C.jsxs)(`td`,{children:[e.usedInFeatures,` flags in `,e.usedInProjects,` projects`,` `,(0,C.jsxs)(`button`,{type:`button`,"aria-expanded":f===e.id,onClick:()=>p(f===e.id?null:e.id),children:[`Where used`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),f===e.id&&(0,C.jsx)(W,{id:e.id,name:e.name})]}),(0,C.jsxs)(`td`,{className:`row-actions`,children:[_(`UPDATE_SEGMENT`)&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>u({id:e.id,name:e.name,description:e.description,constraints:e.constraints.map(t)}),children:[`Edit`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),_(`DELETE_SEGMENT`)&&(0,C.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>E(e.id,e.name),children:[`Delete`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]})]})]},e.id))})]})]})}function W({id:e,name:t}){let[n,r]=g({query:R,variables:{id:e},requestPolicy:`network-only`});return n.fetching&&!n.data?(0,C.jsx)(v,{what:`where it is used`}):n.error?(0,C.jsx)(b,{error:n.error,retry:()=>r({requestPolicy:`network-only`})}):(0,C.jsx)(w,{uses:n.data?.segmentStrategies??[],what:t})}function G(e){let{draft:t,onChange:n,onSave:r,onCancel:i}=e,a=(0,S.useId)(),o=t.name.trim()===``||t.constraints.some(e=>l(e)!==null),u=t.id===null?`New segment`:`Edit ${t.name}`;return(0,C.jsxs)(`form`,{"aria-label":u,className:`create`,onSubmit:e=>{e.preventDefault(),o||r(t)},children:[(0,C.jsx)(`h2`,{children:u}),(0,C.jsx)(`label`,{htmlFor:`${a}-name`,children:`Segment name`}),(0,C.jsx)(`input`,{id:`${a}-name`,value:t.name,onChange:e=>n({...t,name:e.target.value})}),(0,C.jsx)(`label`,{htmlFor:`${a}-desc`,children:`Segment description`}),(0,C.jsx)(`input`,{id:`${a}-desc`,value:t.description,onChange:e=>n({...t,description:e.target.value})}),(0,C.jsx)(`div`,{className:`constraints`,children:(0,C.jsx)(s,{drafts:t.constraints,onChange:e=>n({...t,constraints:e(t.constraints)})})}),(0,C.jsx)(`button`,{type:`button`,onClick:()=>n({...t,constraints:[...t.constraints,c()]}),children:`Add a constraint`}),(0,C.jsx)(`button`,{type:`submit`,disabled:o,children:`Save segment`}),(0,C.jsx)(`button`,{type:`button`,onClick:i,children:`Cancel`})]})}var K=_(`
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
`),q=_(`
  mutation CreateStrategyDefinition($input: CreateStrategyDefinitionInput!) {
    createStrategyDefinition(input: $input) {
      name
    }
  }
`),J=_(`
  mutation UpdateStrategyDefinition($name: String!, $input: UpdateStrategyDefinitionInput!) {
    updateStrategyDefinition(name: $name, input: $input) {
      name
      description
      parameters {
        ...StrategyParameterFields
      }
    }
  }
`),Y=_(`
  mutation DeprecateStrategy($name: String!) {
    deprecateStrategyDefinition(name: $name) {
      name
      deprecated
    }
  }
`),X=_(`
  mutation ReactivateStrategy($name: String!) {
    reactivateStrategyDefinition(name: $name) {
      name
      deprecated
    }
  }
`),re=_(`
  mutation DeleteStrategy($name: String!) {
    deleteStrategyDefinition(name: $name)
  }
`),ie=[`string`,`percentage`,`list`,`number`,`boolean`];function ae(){let[e,t]=g({query:K}),[,n]=y(Y),[,r]=y(X),[,i]=y(re),[a,s]=(0,S.useState)(!1),[c,l]=(0,S.useState)(null),u=x(),{confirm:f}=d(),p=o(),m=()=>t({requestPolicy:`network-only`}),h=async e=>{await f(`Deprecate ${e}?`,`New strategies can no longer use it; existing ones keep working.`,`Deprecate`)&&await u(n({name:e}),`Deprecated ${e}`)},_=async e=>{await f(`Delete ${e}?`,`The strategy definition goes for good.`,`Delete`)&&await u(i({name:e}),`Deleted ${e}`)&&m()};return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Strategies`}),p(`CREATE_STRATEGY`)&&!a&&(0,C.jsx)(`button`,{type:`button`,onClick:()=>s(!0),children:`New strategy`}),c&&(0,C.jsx)(Z,{editing:c,onDone:()=>{l(null),m()},onCancel:()=>l(null)},c.name),a&&(0,C.jsx)(Z,{onDone:()=>{s(!1),m()},onCancel:()=>s(!1)}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`strategies`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:m}),e.data&&(0,C.jsxs)(`table`,{"aria-label":`Strategies`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Strategy`}),(0,C.jsx)(`th`,{scope:`col`,children:`Parameters`}),(0,C.jsx)(`th`,{scope:`col`,children:`State`}),(0,C.jsx)(`th`,{scope:`col`,children:`Actions`})]})}),(0,C.jsx)(`tbody`,{children:e.data.strategyDefinitions.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsxs)(`td`,{children:[(0,C.jsx)(`strong`,{children:e.displayName}),` `,(0,C.jsx)(`code`,{children:e.name}),e.description&&(0,C.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,C.jsxs)(`td`,{children:[e.parameters.length===0&&(0,C.jsx)(`span`,{className:`muted`,children:`none`}),(0,C.jsx)(`ul`,{children:e.parameters.map(e=>(0,C.jsxs)(`li`,{children:[(0,C.jsx)(`code`,{children:e.name}),` (`,e.type,e.required?`, required`:``,`)`,e.description&&` ${e.description}`]},e.name))})]}),(0,C.jsxs)(`td`,{children:[e.deprecated?(0,C.jsx)(`span`,{className:`badge`,children:`deprecated`}):`active`,!e.editable&&(0,C.jsx)(`span`,{className:`badge`,children:`built-in`})]}),(0,C.jsxs)(`td`,{className:`row-actions`,children:[p(`UPDATE_STRATEGY`)&&e.editable&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>{s(!1),l(e)},children:[`Edit`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),p(`UPDATE_STRATEGY`)&&!e.deprecated&&e.name!=="default"&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>h(e.name),children:[`Deprecate`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),p(`UPDATE_STRATEGY`)&&e.deprecated&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>u(r({name:e.name}),`Reactivated ${e.name}`),children:[`Reactivate`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),p(`DELETE_STRATEGY`)&&e.editable&&(0,C.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>_(e.name),children:[`Delete`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]})]})]},e.name))})]})]})}function Z({editing:e,onDone:t,onCancel:n}){let[,r]=y(q),[,i]=y(J),[a,o]=(0,S.useState)(e?.name??``),[s,c]=(0,S.useState)(e?.description??``),[l,u]=(0,S.useState)(e?.parameters.map(e=>({name:e.name,type:e.type,description:e.description??``,required:e.required}))??[]),d=x(),f=(0,S.useId)(),p=(e,t)=>u(n=>n.map((n,r)=>r===e?{...n,...t}:n)),m=a.trim()===``||l.some(e=>e.name.trim()===``),h=async()=>{let n={name:a.trim(),description:s,parameters:l.map(e=>({...e,name:e.name.trim()}))};if(e){let{description:r,parameters:a}=n;await d(i({name:e.name,input:{description:r,parameters:a}}),`Saved ${e.name}`)&&t()}else await d(r({input:n}),`Created the strategy ${n.name}`)&&t()},g=e?`Edit ${e.name}`:`New strategy`;return(0,C.jsxs)(`form`,{"aria-label":g,className:`create`,onSubmit:e=>{e.preventDefault(),m||h()},children:[(0,C.jsx)(`h2`,{children:g}),!e&&(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`label`,{htmlFor:`${f}-name`,children:`Strategy name`}),(0,C.jsx)(`input`,{id:`${f}-name`,value:a,onChange:e=>o(e.target.value)})]}),(0,C.jsx)(`label`,{htmlFor:`${f}-desc`,children:`Strategy description`}),(0,C.jsx)(`input`,{id:`${f}-desc`,value:s,onChange:e=>c(e.target.value)}),l.map((e,t)=>(0,C.jsxs)(`fieldset`,{className:`constraint`,children:[(0,C.jsxs)(`legend`,{children:[`Parameter `,t+1]}),(0,C.jsx)(`label`,{htmlFor:`${f}-p${t}-name`,children:`Parameter name`}),(0,C.jsx)(`input`,{id:`${f}-p${t}-name`,value:e.name,onChange:e=>p(t,{name:e.target.value})}),(0,C.jsx)(`label`,{htmlFor:`${f}-p${t}-type`,children:`Parameter type`}),(0,C.jsx)(`select`,{id:`${f}-p${t}-type`,value:e.type,onChange:e=>p(t,{type:e.target.value}),children:ie.map(e=>(0,C.jsx)(`option`,{children:e},e))}),(0,C.jsx)(`label`,{htmlFor:`${f}-p${t}-desc`,children:`Parameter description`}),(0,C.jsx)(`input`,{id:`${f}-p${t}-desc`,value:e.description,onChange:e=>p(t,{description:e.target.value})}),(0,C.jsxs)(`label`,{children:[(0,C.jsx)(`input`,{type:`checkbox`,checked:e.required,onChange:e=>p(t,{required:e.target.checked})}),` `,`Required`]}),(0,C.jsxs)(`button`,{type:`button`,onClick:()=>u(e=>e.filter((e,n)=>n!==t)),children:[`Remove`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` parameter `,t+1]})]})]},t)),(0,C.jsx)(`button`,{type:`button`,onClick:()=>u(e=>[...e,{name:``,type:`string`,description:``,required:!1}]),children:`Add a parameter`}),(0,C.jsx)(`button`,{type:`submit`,disabled:m,children:`Save strategy`}),(0,C.jsx)(`button`,{type:`button`,onClick:n,children:`Cancel`})]})}var oe=_(`
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
`),se=_(`
  mutation CreateTagType($input: CreateTagTypeInput!) {
    createTagType(input: $input) {
      name
    }
  }
`),Q=_(`
  mutation UpdateTagType($name: String!, $input: UpdateTagTypeInput!) {
    updateTagType(name: $name, input: $input) {
      name
      description
      icon
    }
  }
`),ce=_(`
  mutation DeleteTagType($name: String!) {
    deleteTagType(name: $name)
  }
`),le=_(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      type
      value
    }
  }
`),ue=_(`
  mutation DeleteTag($type: String!, $value: String!) {
    deleteTag(type: $type, value: $value)
  }
`);function de(){let[e,t]=g({query:oe}),[,n]=y(se),[,r]=y(ce),[,i]=y(le),[,a]=y(ue),[s,c]=(0,S.useState)(``),[l,u]=(0,S.useState)(``),[f,p]=(0,S.useState)(`simple`),[m,h]=(0,S.useState)(``),[_,w]=(0,S.useState)(null),T=x(),{confirm:E}=d(),D=o(),O=(0,S.useId)(),k=()=>t({requestPolicy:`network-only`}),A=async()=>{let e=s.trim();await T(n({input:{name:e,description:l}}),`Created the tag type ${e}`)&&(c(``),u(``),k())},j=async()=>{let e=m.trim();await T(i({input:{type:f,value:e}}),`Created the tag ${f}:${e}`)&&(h(``),k())},M=async e=>{await E(`Delete the tag type ${e}?`,`Its tags go too, also from the flags that carry them.`,`Delete`)&&await T(r({name:e}),`Deleted the tag type ${e}`)&&k()},N=async(e,t)=>{await E(`Delete the tag ${e}:${t}?`,`Flags that carry it lose it.`,`Delete`)&&await T(a({type:e,value:t}),`Deleted the tag ${e}:${t}`)&&k()},P=e.data?.tagTypes??[];return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Tags`}),(0,C.jsxs)(`div`,{className:`toolbar`,children:[D(`CREATE_TAG_TYPE`)&&(0,C.jsxs)(`form`,{"aria-label":`New tag type`,className:`create`,onSubmit:e=>{e.preventDefault(),s.trim()&&A()},children:[(0,C.jsx)(`label`,{htmlFor:`${O}-type`,children:`Tag type name`}),(0,C.jsx)(`input`,{id:`${O}-type`,value:s,onChange:e=>c(e.target.value)}),(0,C.jsx)(`label`,{htmlFor:`${O}-tdesc`,children:`Tag type description`}),(0,C.jsx)(`input`,{id:`${O}-tdesc`,value:l,onChange:e=>u(e.target.value)}),(0,C.jsx)(`button`,{type:`submit`,disabled:!s.trim(),children:`Create tag type`})]}),D(`UPDATE_FEATURE`)&&P.length>0&&(0,C.jsxs)(`form`,{"aria-label":`New tag`,className:`create`,onSubmit:e=>{e.preventDefault(),m.trim()&&j()},children:[(0,C.jsx)(`label`,{htmlFor:`${O}-ttype`,children:`Type of the tag`}),(0,C.jsx)(`select`,{id:`${O}-ttype`,value:f,onChange:e=>p(e.target.value),children:P.map(e=>(0,C.jsx)(`option`,{children:e.name},e.name))}),(0,C.jsx)(`label`,{htmlFor:`${O}-value`,children:`Tag value`}),(0,C.jsx)(`input`,{id:`${O}-value`,value:m,onChange:e=>h(e.target.value)}),(0,C.jsx)(`button`,{type:`submit`,disabled:!m.trim(),children:`Create tag`})]})]}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`tags`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:k}),e.data&&P.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`There are no tag types.`}),P.map(t=>{let n=e.data?.tags.filter(e=>e.type===t.name)??[];return(0,C.jsxs)(`section`,{"aria-label":`Tag type ${t.name}`,className:`env`,children:[(0,C.jsxs)(`header`,{children:[(0,C.jsx)(`h2`,{children:t.name}),D(`UPDATE_TAG_TYPE`)&&_!==t.name&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>w(t.name),children:[`Edit`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` the tag type `,t.name]})]}),D(`DELETE_TAG_TYPE`)&&(0,C.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>M(t.name),children:[`Delete`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` the tag type `,t.name]})]})]}),_===t.name?(0,C.jsx)(fe,{tagType:t,onDone:()=>{w(null),k()},onCancel:()=>w(null)}):(0,C.jsxs)(C.Fragment,{children:[t.description&&(0,C.jsx)(`p`,{className:`muted`,children:t.description}),t.icon&&(0,C.jsxs)(`p`,{className:`muted`,children:[`Icon: `,t.icon]})]}),n.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`No tags of this type.`}),(0,C.jsx)(`ul`,{children:n.map(e=>(0,C.jsxs)(`li`,{children:[e.value,` `,D(`UPDATE_FEATURE`)&&(0,C.jsxs)(`button`,{type:`button`,className:`chip-remove`,onClick:()=>N(e.type,e.value),children:[`×`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` Delete the tag `,e.value]})]})]},e.value))})]},t.name)})]})}function fe({tagType:e,onDone:t,onCancel:n}){let[,r]=y(Q),[i,a]=(0,S.useState)(e.description),[o,s]=(0,S.useState)(e.icon??``),c=x(),l=(0,S.useId)(),u=async()=>{let n={description:i,icon:o.trim()||null};await c(r({name:e.name,input:n}),`Saved the tag type ${e.name}`)&&t()};return(0,C.jsxs)(`form`,{"aria-label":`Edit the tag type ${e.name}`,className:`create`,onSubmit:e=>{e.preventDefault(),u()},children:[(0,C.jsxs)(`label`,{htmlFor:`${l}-desc`,children:[`Description of `,e.name]}),(0,C.jsx)(`input`,{id:`${l}-desc`,value:i,onChange:e=>a(e.target.value)}),(0,C.jsxs)(`label`,{htmlFor:`${l}-icon`,children:[`Icon of `,e.name]}),(0,C.jsx)(`input`,{id:`${l}-icon`,value:o,onChange:e=>s(e.target.value)}),(0,C.jsx)(`button`,{type:`submit`,children:`Save tag type`}),(0,C.jsx)(`button`,{type:`button`,onClick:n,children:`Cancel`})]})}var $=[{href:`/catalog/segments`,label:`Segments`,screen:U},{href:`/catalog/context-fields`,label:`Context fields`,screen:A},{href:`/catalog/tags`,label:`Tags`,screen:de},{href:`/catalog/strategies`,label:`Strategies`,screen:ae},{href:`/catalog/environments`,label:`Environments`,screen:I}];function pe(){let[e]=i(),t=f($,e)??$[0],n=t.screen;return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(p,{label:`Catalog`,sections:$,current:t}),(0,C.jsx)(n,{})]})}export{pe as default};