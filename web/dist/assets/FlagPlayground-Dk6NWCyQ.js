import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,n}from"./preload-helper--RVb0OjH.js";import{a as r,i,l as a,n as o,s,t as c}from"./states-B-yEa2ur.js";import{f as l}from"./index-C-oM_pD_.js";import{t as u}from"./Field-CbQWhcht.js";var d=e(t(),1);function f(e){let t={};for(let n of e.split(`,`)){let e=n.trim();if(!e)continue;let r=e.indexOf(`=`),i=r>0?e.slice(0,r).trim():``;if(!i)return{error:`"${e}" is not name=value`};t[i]=e.slice(r+1).trim()}return{properties:t}}var p=n(),m=r(`
  query PlaygroundOptions {
    environments {
      name
    }
  }
`),h=r(`
  query FlagPlayground($input: PlaygroundInput!) {
    playground(input: $input) {
      name
      projectId
      isEnabled
      hasUnsatisfiedDependency
      variant {
        name
        enabled
      }
      strategies {
        id
        name
        title
        enabled
        evaluationStatus
      }
    }
  }
`);function g(){let[e,t]=a({query:m}),n=s(),{toast:r}=l(),g=(0,d.useId)(),[v,y]=(0,d.useState)(``),[b,x]=(0,d.useState)(``),[S,C]=(0,d.useState)(``),[w,T]=(0,d.useState)(``),[E,D]=(0,d.useState)(``),[O,k]=(0,d.useState)(null),[A,j]=(0,d.useState)(!1),M=e.data?.environments??[],N=v||M[0]?.name||``,P=f(E);return(0,p.jsxs)(p.Fragment,{children:[(0,p.jsx)(`h1`,{children:`Flag playground`}),(0,p.jsx)(`p`,{className:`muted`,children:`What an SDK of this environment would get for this context, and why.`}),e.fetching&&!e.data&&(0,p.jsx)(o,{what:`environments`}),e.error&&(0,p.jsx)(c,{error:e.error,refetch:t}),(0,p.jsxs)(`form`,{className:`create`,"aria-label":`Context`,onSubmit:async e=>{if(e.preventDefault(),`error`in P)return;j(!0);let t={userId:b||null,sessionId:S||null,remoteAddress:w||null,properties:P.properties},a=await n.query(h,{input:{environment:N,context:t}},{requestPolicy:`network-only`}).toPromise();j(!1),a.error||!a.data?r(`error`,i(a.error)):k(a.data.playground)},children:[(0,p.jsx)(u,{label:`Environment`,children:(0,p.jsx)(`select`,{value:N,onChange:e=>y(e.target.value),children:M.map(e=>(0,p.jsx)(`option`,{children:e.name},e.name))})}),(0,p.jsx)(u,{label:`User ID`,children:(0,p.jsx)(`input`,{value:b,onChange:e=>x(e.target.value)})}),(0,p.jsx)(u,{label:`Session ID`,children:(0,p.jsx)(`input`,{value:S,onChange:e=>C(e.target.value)})}),(0,p.jsx)(u,{label:`Remote address`,children:(0,p.jsx)(`input`,{value:w,onChange:e=>T(e.target.value)})}),(0,p.jsx)(u,{label:`Other fields (name=value, comma-separated)`,children:(0,p.jsx)(`input`,{value:E,"aria-invalid":`error`in P,"aria-describedby":`error`in P?`${g}-props-error`:void 0,onChange:e=>D(e.target.value)})}),`error`in P&&(0,p.jsx)(`span`,{id:`${g}-props-error`,className:`field-error`,children:P.error}),(0,p.jsx)(`button`,{type:`submit`,disabled:!N||A||`error`in P,children:`Evaluate`})]}),O&&O.length===0&&(0,p.jsxs)(`p`,{className:`muted`,children:[`There are no flags in `,N,`.`]}),O&&O.length>0&&(0,p.jsx)(_,{result:O})]})}function _({result:e}){return(0,p.jsxs)(`table`,{"aria-label":`Evaluation`,children:[(0,p.jsx)(`thead`,{children:(0,p.jsxs)(`tr`,{children:[(0,p.jsx)(`th`,{scope:`col`,children:`Flag`}),(0,p.jsx)(`th`,{scope:`col`,children:`Project`}),(0,p.jsx)(`th`,{scope:`col`,children:`Enabled`}),(0,p.jsx)(`th`,{scope:`col`,children:`Variant`}),(0,p.jsx)(`th`,{scope:`col`,children:`Strategies`})]})}),(0,p.jsx)(`tbody`,{children:e.map(e=>(0,p.jsxs)(`tr`,{children:[(0,p.jsx)(`td`,{children:e.name}),(0,p.jsx)(`td`,{children:e.projectId}),(0,p.jsxs)(`td`,{children:[e.isEnabled?`yes`:`no`,e.hasUnsatisfiedDependency&&(0,p.jsx)(`span`,{className:`badge`,children:`dependency not met`})]}),(0,p.jsx)(`td`,{children:e.variant.enabled?e.variant.name:(0,p.jsx)(`span`,{className:`muted`,children:`none`})}),(0,p.jsxs)(`td`,{children:[e.strategies.length===0&&(0,p.jsx)(`span`,{className:`muted`,children:`none`}),(0,p.jsx)(`ul`,{children:e.strategies.map(e=>(0,p.jsxs)(`li`,{children:[e.title||e.name,`:`,` `,e.evaluationStatus===`complete`?e.enabled?`on`:`off`:e.evaluationStatus]},e.id))})]})]},`${e.projectId}/${e.name}`))})]})}export{g as default};