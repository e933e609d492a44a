import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,c as n,f as r,g as i,i as a,l as o,n as s,o as c,r as l,s as u,u as d}from"./index-BDTYIP0T.js";import{n as f,t as p}from"./SubNav-Dfu0qyvL.js";import{n as m,o as h}from"./preload-helper-tnXV0pyJ.js";import{c as g,i as _,n as v,s as y,t as b}from"./states-CGBMbKwo.js";import{t as x}from"./act-DgedAmRe.js";var S=e(h(),1),C=m();function w({uses:e,what:t}){return e.length===0?(0,C.jsxs)(`p`,{className:`muted`,children:[`No flag uses `,t,`.`]}):(0,C.jsx)(`ul`,{"aria-label":`Where ${t} is used`,children:e.map(e=>(0,C.jsxs)(`li`,{children:[(0,C.jsx)(r,{href:`/projects/${encodeURIComponent(e.projectId)}/features/${encodeURIComponent(e.featureName)}`,children:e.featureName}),` `,`in `,e.projectId,`, `,e.environment,` (`,e.strategyName,`)`]},e.id))})}var T=_(`
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
`);function A(){let[e,t]=g({query:T}),[,n]=y(D),[,r]=y(O),[,i]=y(k),[a,s]=(0,S.useState)(null),[c,l]=(0,S.useState)(null),f=x(),{confirm:p}=d(),m=o(),h=()=>t({requestPolicy:`network-only`}),_=async e=>{let t={description:e.description,stickiness:e.stickiness,legalValues:u(e.legalValues).map(e=>({value:e}))};(e.editing?await f(r({name:e.name,input:t}),`Saved the context field ${e.name}`):await f(n({input:{name:e.name.trim(),...t}}),`Created the context field ${e.name}`))&&(s(null),h())},w=async e=>{await p(`Delete ${e}?`,`Constraints can no longer test this field.`,`Delete`)&&await f(i({name:e}),`Deleted the context field ${e}`)&&h()};return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Context fields`}),m(`CREATE_CONTEXT_FIELD`)&&!a&&(0,C.jsx)(`button`,{type:`button`,onClick:()=>s({editing:!1,name:``,description:``,stickiness:!1,legalValues:``}),children:`New context field`}),a&&(0,C.jsx)(M,{draft:a,onChange:s,onSave:_,onCancel:()=>s(null)}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`context fields`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:h}),e.data&&e.data.contextFields.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`There are no context fields.`}),e.data&&e.data.contextFields.length>0&&(0,C.jsxs)(`table`,{"aria-label":`Context fields`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Field`}),(0,C.jsx)(`th`,{scope:`col`,children:`Legal values`}),(0,C.jsx)(`th`,{scope:`col`,children:`Stickiness`}),(0,C.jsx)(`th`,{scope:`col`,children:`Used in`}),(0,C.jsx)(`th`,{scope:`col`,children:`Actions`})]})}),(0,C.jsx)(`tbody`,{children:e.data.contextFields.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsxs)(`td`,{children:[(0,C.jsx)(`strong`,{children:e.name}),e.description&&(0,C.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,C.jsx)(`td`,{children:e.legalValues.map(e=>e.value).join(`, `)||(0,C.jsx)(`span`,{className:`muted`,children:`any`})}),(0,C.jsx)(`td`,{children:e.stickiness?`yes`:`no`}),(0,C.jsxs)(`td`,{children:[e.usedInFeatures,` flags in `,e.usedInProjects,` projects`,` `,(0,C.jsxs)(`button`,{type:`button`,"aria-expanded":c===e.name,onClick:()=>l(c===e.name?null:e.name),children:[`Where used`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),c===e.name&&(0,C.jsx)(j,{name:e.name})]}),(0,C.jsxs)(`td`,{className:`row-actions`,children:[m(`UPDATE_CONTEXT_FIELD`)&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>s({editing:!0,name:e.name,description:e.description??``,stickiness:e.stickiness,legalValues:e.legalValues.map(e=>e.value).join(`, `)}),children:[`Edit`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),m(`DELETE_CONTEXT_FIELD`)&&(0,C.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>w(e.name),children:[`Delete`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]})]})]},e.name))})]})]})}function j({name:e}){let[t,n]=g({query:E,variables:{name:e},requestPolicy:`network-only`});return t.fetching&&!t.data?(0,C.jsx)(v,{what:`where it is used`}):t.error?(0,C.jsx)(b,{error:t.error,retry:()=>n({requestPolicy:`network-only`})}):(0,C.jsx)(w,{uses:t.data?.contextFieldStrategies??[],what:e})}function M(e){let{draft:t,onChange:n,onSave:r,onCancel:i}=e,a=(0,S.useId)(),o=t.editing?`Edit ${t.name}`:`New context field`;return(0,C.jsxs)(`form`,{"aria-label":o,className:`create`,onSubmit:e=>{e.preventDefault(),t.name.trim()!==``&&r(t)},children:[(0,C.jsx)(`h2`,{children:o}),!t.editing&&(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`label`,{htmlFor:`${a}-name`,children:`Field name`}),(0,C.jsx)(`input`,{id:`${a}-name`,value:t.name,onChange:e=>n({...t,name:e.target.value})})]}),(0,C.jsx)(`label`,{htmlFor:`${a}-desc`,children:`Field description`}),(0,C.jsx)(`input`,{id:`${a}-desc`,value:t.description,onChange:e=>n({...t,description:e.target.value})}),(0,C.jsx)(`label`,{htmlFor:`${a}-legal`,children:`Legal values (comma-separated)`}),(0,C.jsx)(`input`,{id:`${a}-legal`,value:t.legalValues,onChange:e=>n({...t,legalValues:e.target.value})}),(0,C.jsxs)(`label`,{children:[(0,C.jsx)(`input`,{type:`checkbox`,checked:t.stickiness,onChange:e=>n({...t,stickiness:e.target.checked})}),` `,`Usable for stickiness`]}),(0,C.jsx)(`button`,{type:`submit`,disabled:t.name.trim()===``,children:`Save field`}),(0,C.jsx)(`button`,{type:`button`,onClick:i,children:`Cancel`})]})}var ee=_(`
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
`),te=_(`
  mutation CreateEnvironment($input: CreateEnvironmentInput!) {
    createEnvironment(input: $input) {
      name
    }
  }
`),N=_(`
  mutation AddProjectEnvironment($projectId: String!, $environment: String!) {
    addProjectEnvironment(projectId: $projectId, environment: $environment) {
      id
      environments
    }
  }
`),P=_(`
  mutation RemoveProjectEnvironment($projectId: String!, $environment: String!) {
    removeProjectEnvironment(projectId: $projectId, environment: $environment) {
      id
      environments
    }
  }
`),F=[`development`,`test`,`preproduction`,`production`];function I(){let[e,t]=g({query:ee}),[,n]=y(te),[,r]=y(N),[,i]=y(P),[a,s]=(0,S.useState)(``),[c,l]=(0,S.useState)(`development`),u=x(),{confirm:f}=d(),p=o(),m=(0,S.useId)(),h=()=>t({requestPolicy:`network-only`}),_=async()=>{await u(n({input:{name:a.trim(),type:c}}),`Created the environment ${a.trim()}`)&&(s(``),h())},w=async(e,t,n)=>{n?await u(r({projectId:e,environment:t}),`Enabled ${t} in ${e}`):await f(`Disable ${t} in ${e}?`,`The flags of the project lose their strategies and state in this environment.`,`Disable`)&&await u(i({projectId:e,environment:t}),`Disabled ${t} in ${e}`)},T=e.data?.environments??[];return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Environments`}),p(`CREATE_ENVIRONMENT`)&&(0,C.jsxs)(`form`,{"aria-label":`New environment`,className:`create`,onSubmit:e=>{e.preventDefault(),a.trim()&&_()},children:[(0,C.jsx)(`label`,{htmlFor:`${m}-name`,children:`Environment name`}),(0,C.jsx)(`input`,{id:`${m}-name`,value:a,onChange:e=>s(e.target.value)}),(0,C.jsx)(`label`,{htmlFor:`${m}-type`,children:`Environment type`}),(0,C.jsx)(`select`,{id:`${m}-type`,value:c,onChange:e=>l(e.target.value),children:F.map(e=>(0,C.jsx)(`option`,{children:e},e))}),(0,C.jsx)(`button`,{type:`submit`,disabled:!a.trim(),children:`Create environment`})]}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`environments`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:h}),e.data&&(0,C.jsxs)(`table`,{"aria-label":`Environments`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,C.jsx)(`th`,{scope:`col`,children:`Type`}),(0,C.jsx)(`th`,{scope:`col`,children:`State`})]})}),(0,C.jsx)(`tbody`,{children:T.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`td`,{children:e.name}),(0,C.jsx)(`td`,{children:e.type}),(0,C.jsxs)(`td`,{children:[e.enabled?`enabled`:`disabled`,e.protected&&(0,C.jsx)(`span`,{className:`badge`,children:`protected`})]})]},e.name))})]}),e.data&&(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h2`,{children:`Environments of each project`}),e.data.projects.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`There are no projects.`}),(0,C.jsxs)(`table`,{"aria-label":`Project environments`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Project`}),T.map(e=>(0,C.jsx)(`th`,{scope:`col`,children:e.name},e.name))]})}),(0,C.jsx)(`tbody`,{children:e.data.projects.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`td`,{children:e.name}),T.map(t=>(0,C.jsx)(`td`,{children:(0,C.jsx)(`input`,{type:`checkbox`,"aria-label":`${t.name} in ${e.id}`,checked:e.environments.includes(t.name),disabled:!p(`UPDATE_PROJECT`),onChange:n=>w(e.id,t.name,n.target.checked)})},t.name))]},e.id))})]})]})]})}var L=_(`
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
        name
        type
        description
        required
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
  mutation DeprecateStrategy($name: String!) {
    deprecateStrategyDefinition(name: $name) {
      name
      deprecated
    }
  }
`),Y=_(`
  mutation ReactivateStrategy($name: String!) {
    reactivateStrategyDefinition(name: $name) {
      name
      deprecated
    }
  }
`),X=_(`
  mutation DeleteStrategy($name: String!) {
    deleteStrategyDefinition(name: $name)
  }
`),Z=[`string`,`percentage`,`list`,`number`,`boolean`];function ne(){let[e,t]=g({query:K}),[,n]=y(J),[,r]=y(Y),[,i]=y(X),[a,s]=(0,S.useState)(!1),c=x(),{confirm:l}=d(),u=o(),f=()=>t({requestPolicy:`network-only`}),p=async e=>{await l(`Deprecate ${e}?`,`New strategies can no longer use it; existing ones keep working.`,`Deprecate`)&&await c(n({name:e}),`Deprecated ${e}`)},m=async e=>{await l(`Delete ${e}?`,`The strategy definition goes for good.`,`Delete`)&&await c(i({name:e}),`Deleted ${e}`)&&f()};return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Strategies`}),u(`CREATE_STRATEGY`)&&!a&&(0,C.jsx)(`button`,{type:`button`,onClick:()=>s(!0),children:`New strategy`}),a&&(0,C.jsx)(re,{onDone:()=>{s(!1),f()},onCancel:()=>s(!1)}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`strategies`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:f}),e.data&&(0,C.jsxs)(`table`,{"aria-label":`Strategies`,children:[(0,C.jsx)(`thead`,{children:(0,C.jsxs)(`tr`,{children:[(0,C.jsx)(`th`,{scope:`col`,children:`Strategy`}),(0,C.jsx)(`th`,{scope:`col`,children:`Parameters`}),(0,C.jsx)(`th`,{scope:`col`,children:`State`}),(0,C.jsx)(`th`,{scope:`col`,children:`Actions`})]})}),(0,C.jsx)(`tbody`,{children:e.data.strategyDefinitions.map(e=>(0,C.jsxs)(`tr`,{children:[(0,C.jsxs)(`td`,{children:[(0,C.jsx)(`strong`,{children:e.displayName}),` `,(0,C.jsx)(`code`,{children:e.name}),e.description&&(0,C.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,C.jsxs)(`td`,{children:[e.parameters.length===0&&(0,C.jsx)(`span`,{className:`muted`,children:`none`}),(0,C.jsx)(`ul`,{children:e.parameters.map(e=>(0,C.jsxs)(`li`,{children:[(0,C.jsx)(`code`,{children:e.name}),` (`,e.type,e.required?`, required`:``,`)`,e.description&&` ${e.description}`]},e.name))})]}),(0,C.jsxs)(`td`,{children:[e.deprecated?(0,C.jsx)(`span`,{className:`badge`,children:`deprecated`}):`active`,!e.editable&&(0,C.jsx)(`span`,{className:`badge`,children:`built-in`})]}),(0,C.jsxs)(`td`,{className:`row-actions`,children:[u(`UPDATE_STRATEGY`)&&!e.deprecated&&e.name!=="default"&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>p(e.name),children:[`Deprecate`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),u(`UPDATE_STRATEGY`)&&e.deprecated&&(0,C.jsxs)(`button`,{type:`button`,onClick:()=>c(r({name:e.name}),`Reactivated ${e.name}`),children:[`Reactivate`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]}),u(`DELETE_STRATEGY`)&&e.editable&&(0,C.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>m(e.name),children:[`Delete`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` `,e.name]})]})]})]},e.name))})]})]})}function re({onDone:e,onCancel:t}){let[,n]=y(q),[r,i]=(0,S.useState)(``),[a,o]=(0,S.useState)(``),[s,c]=(0,S.useState)([]),l=x(),u=(0,S.useId)(),d=(e,t)=>c(n=>n.map((n,r)=>r===e?{...n,...t}:n)),f=r.trim()===``||s.some(e=>e.name.trim()===``),p=async()=>{let t={name:r.trim(),description:a,parameters:s.map(e=>({...e,name:e.name.trim()}))};await l(n({input:t}),`Created the strategy ${t.name}`)&&e()};return(0,C.jsxs)(`form`,{"aria-label":`New strategy`,className:`create`,onSubmit:e=>{e.preventDefault(),f||p()},children:[(0,C.jsx)(`h2`,{children:`New strategy`}),(0,C.jsx)(`label`,{htmlFor:`${u}-name`,children:`Strategy name`}),(0,C.jsx)(`input`,{id:`${u}-name`,value:r,onChange:e=>i(e.target.value)}),(0,C.jsx)(`label`,{htmlFor:`${u}-desc`,children:`Strategy description`}),(0,C.jsx)(`input`,{id:`${u}-desc`,value:a,onChange:e=>o(e.target.value)}),s.map((e,t)=>(0,C.jsxs)(`fieldset`,{className:`constraint`,children:[(0,C.jsxs)(`legend`,{children:[`Parameter `,t+1]}),(0,C.jsx)(`label`,{htmlFor:`${u}-p${t}-name`,children:`Parameter name`}),(0,C.jsx)(`input`,{id:`${u}-p${t}-name`,value:e.name,onChange:e=>d(t,{name:e.target.value})}),(0,C.jsx)(`label`,{htmlFor:`${u}-p${t}-type`,children:`Parameter type`}),(0,C.jsx)(`select`,{id:`${u}-p${t}-type`,value:e.type,onChange:e=>d(t,{type:e.target.value}),children:Z.map(e=>(0,C.jsx)(`option`,{children:e},e))}),(0,C.jsx)(`label`,{htmlFor:`${u}-p${t}-desc`,children:`Parameter description`}),(0,C.jsx)(`input`,{id:`${u}-p${t}-desc`,value:e.description,onChange:e=>d(t,{description:e.target.value})}),(0,C.jsxs)(`label`,{children:[(0,C.jsx)(`input`,{type:`checkbox`,checked:e.required,onChange:e=>d(t,{required:e.target.checked})}),` `,`Required`]}),(0,C.jsxs)(`button`,{type:`button`,onClick:()=>c(e=>e.filter((e,n)=>n!==t)),children:[`Remove`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` parameter `,t+1]})]})]},t)),(0,C.jsx)(`button`,{type:`button`,onClick:()=>c(e=>[...e,{name:``,type:`string`,description:``,required:!1}]),children:`Add a parameter`}),(0,C.jsx)(`button`,{type:`submit`,disabled:f,children:`Save strategy`}),(0,C.jsx)(`button`,{type:`button`,onClick:t,children:`Cancel`})]})}var ie=_(`
  query TagTypesAndTags {
    tagTypes {
      name
      description
    }
    tags {
      type
      value
    }
  }
`),ae=_(`
  mutation CreateTagType($input: CreateTagTypeInput!) {
    createTagType(input: $input) {
      name
    }
  }
`),oe=_(`
  mutation DeleteTagType($name: String!) {
    deleteTagType(name: $name)
  }
`),se=_(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      type
      value
    }
  }
`),Q=_(`
  mutation DeleteTag($type: String!, $value: String!) {
    deleteTag(type: $type, value: $value)
  }
`);function ce(){let[e,t]=g({query:ie}),[,n]=y(ae),[,r]=y(oe),[,i]=y(se),[,a]=y(Q),[s,c]=(0,S.useState)(``),[l,u]=(0,S.useState)(``),[f,p]=(0,S.useState)(`simple`),[m,h]=(0,S.useState)(``),_=x(),{confirm:w}=d(),T=o(),E=(0,S.useId)(),D=()=>t({requestPolicy:`network-only`}),O=async()=>{let e=s.trim();await _(n({input:{name:e,description:l}}),`Created the tag type ${e}`)&&(c(``),u(``),D())},k=async()=>{let e=m.trim();await _(i({input:{type:f,value:e}}),`Created the tag ${f}:${e}`)&&(h(``),D())},A=async e=>{await w(`Delete the tag type ${e}?`,`Its tags go too, also from the flags that carry them.`,`Delete`)&&await _(r({name:e}),`Deleted the tag type ${e}`)&&D()},j=async(e,t)=>{await w(`Delete the tag ${e}:${t}?`,`Flags that carry it lose it.`,`Delete`)&&await _(a({type:e,value:t}),`Deleted the tag ${e}:${t}`)&&D()},M=e.data?.tagTypes??[];return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(`h1`,{children:`Tags`}),(0,C.jsxs)(`div`,{className:`toolbar`,children:[T(`CREATE_TAG_TYPE`)&&(0,C.jsxs)(`form`,{"aria-label":`New tag type`,className:`create`,onSubmit:e=>{e.preventDefault(),s.trim()&&O()},children:[(0,C.jsx)(`label`,{htmlFor:`${E}-type`,children:`Tag type name`}),(0,C.jsx)(`input`,{id:`${E}-type`,value:s,onChange:e=>c(e.target.value)}),(0,C.jsx)(`label`,{htmlFor:`${E}-tdesc`,children:`Tag type description`}),(0,C.jsx)(`input`,{id:`${E}-tdesc`,value:l,onChange:e=>u(e.target.value)}),(0,C.jsx)(`button`,{type:`submit`,disabled:!s.trim(),children:`Create tag type`})]}),T(`UPDATE_FEATURE`)&&M.length>0&&(0,C.jsxs)(`form`,{"aria-label":`New tag`,className:`create`,onSubmit:e=>{e.preventDefault(),m.trim()&&k()},children:[(0,C.jsx)(`label`,{htmlFor:`${E}-ttype`,children:`Type of the tag`}),(0,C.jsx)(`select`,{id:`${E}-ttype`,value:f,onChange:e=>p(e.target.value),children:M.map(e=>(0,C.jsx)(`option`,{children:e.name},e.name))}),(0,C.jsx)(`label`,{htmlFor:`${E}-value`,children:`Tag value`}),(0,C.jsx)(`input`,{id:`${E}-value`,value:m,onChange:e=>h(e.target.value)}),(0,C.jsx)(`button`,{type:`submit`,disabled:!m.trim(),children:`Create tag`})]})]}),e.fetching&&!e.data&&(0,C.jsx)(v,{what:`tags`}),e.error&&(0,C.jsx)(b,{error:e.error,retry:D}),e.data&&M.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`There are no tag types.`}),M.map(t=>{let n=e.data?.tags.filter(e=>e.type===t.name)??[];return(0,C.jsxs)(`section`,{"aria-label":`Tag type ${t.name}`,className:`env`,children:[(0,C.jsxs)(`header`,{children:[(0,C.jsx)(`h2`,{children:t.name}),T(`DELETE_TAG_TYPE`)&&(0,C.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>A(t.name),children:[`Delete`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` the tag type `,t.name]})]})]}),t.description&&(0,C.jsx)(`p`,{className:`muted`,children:t.description}),n.length===0&&(0,C.jsx)(`p`,{className:`muted`,children:`No tags of this type.`}),(0,C.jsx)(`ul`,{children:n.map(e=>(0,C.jsxs)(`li`,{children:[e.value,` `,T(`UPDATE_FEATURE`)&&(0,C.jsxs)(`button`,{type:`button`,className:`chip-remove`,onClick:()=>j(e.type,e.value),children:[`×`,(0,C.jsxs)(`span`,{className:`sr-only`,children:[` Delete the tag `,e.value]})]})]},e.value))})]},t.name)})]})}var $=[{href:`/catalog/segments`,label:`Segments`,screen:U},{href:`/catalog/context-fields`,label:`Context fields`,screen:A},{href:`/catalog/tags`,label:`Tags`,screen:ce},{href:`/catalog/strategies`,label:`Strategies`,screen:ne},{href:`/catalog/environments`,label:`Environments`,screen:I}];function le(){let[e]=i(),t=f($,e)??$[0],n=t.screen;return(0,C.jsxs)(C.Fragment,{children:[(0,C.jsx)(p,{label:`Catalog`,sections:$,current:t}),(0,C.jsx)(n,{})]})}export{le as default};