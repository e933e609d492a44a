import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{n as t,o as n}from"./preload-helper-tnXV0pyJ.js";import{a as r,i,l as a,n as o,s,t as c}from"./states-DAIsEzxz.js";import{u as l}from"./index-BZAnJt3J.js";var u=e(n(),1);function d(e){let t={};for(let n of e.split(`,`)){let e=n.trim();if(!e)continue;let r=e.indexOf(`=`),i=r>0?e.slice(0,r).trim():``;if(!i)return{error:`"${e}" is not name=value`};t[i]=e.slice(r+1).trim()}return{properties:t}}var f=t(),p=r(`
  query PlaygroundOptions {
    environments {
      name
    }
  }
`),m=r(`
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
`);function h(){let[e,t]=a({query:p}),n=s(),{toast:r}=l(),h=(0,u.useId)(),[_,v]=(0,u.useState)(``),[y,b]=(0,u.useState)(``),[x,S]=(0,u.useState)(``),[C,w]=(0,u.useState)(``),[T,E]=(0,u.useState)(``),[D,O]=(0,u.useState)(null),[k,A]=(0,u.useState)(!1),j=e.data?.environments??[],M=_||j[0]?.name||``,N=d(T);return(0,f.jsxs)(f.Fragment,{children:[(0,f.jsx)(`h1`,{children:`Flag playground`}),(0,f.jsx)(`p`,{className:`muted`,children:`What an SDK of this environment would get for this context, and why.`}),e.fetching&&!e.data&&(0,f.jsx)(o,{what:`environments`}),e.error&&(0,f.jsx)(c,{error:e.error,refetch:t}),(0,f.jsxs)(`form`,{className:`create`,"aria-label":`Context`,onSubmit:async e=>{if(e.preventDefault(),`error`in N)return;A(!0);let t={userId:y||null,sessionId:x||null,remoteAddress:C||null,properties:N.properties},a=await n.query(m,{input:{environment:M,context:t}},{requestPolicy:`network-only`}).toPromise();A(!1),a.error||!a.data?r(`error`,i(a.error)):O(a.data.playground)},children:[(0,f.jsx)(`label`,{htmlFor:`${h}-env`,children:`Environment`}),(0,f.jsx)(`select`,{id:`${h}-env`,value:M,onChange:e=>v(e.target.value),children:j.map(e=>(0,f.jsx)(`option`,{children:e.name},e.name))}),(0,f.jsx)(`label`,{htmlFor:`${h}-user`,children:`User ID`}),(0,f.jsx)(`input`,{id:`${h}-user`,value:y,onChange:e=>b(e.target.value)}),(0,f.jsx)(`label`,{htmlFor:`${h}-session`,children:`Session ID`}),(0,f.jsx)(`input`,{id:`${h}-session`,value:x,onChange:e=>S(e.target.value)}),(0,f.jsx)(`label`,{htmlFor:`${h}-ip`,children:`Remote address`}),(0,f.jsx)(`input`,{id:`${h}-ip`,value:C,onChange:e=>w(e.target.value)}),(0,f.jsx)(`label`,{htmlFor:`${h}-props`,children:`Other fields (name=value, comma-separated)`}),(0,f.jsx)(`input`,{id:`${h}-props`,value:T,"aria-invalid":`error`in N,"aria-describedby":`error`in N?`${h}-props-error`:void 0,onChange:e=>E(e.target.value)}),`error`in N&&(0,f.jsx)(`span`,{id:`${h}-props-error`,className:`field-error`,children:N.error}),(0,f.jsx)(`button`,{type:`submit`,disabled:!M||k||`error`in N,children:`Evaluate`})]}),D&&D.length===0&&(0,f.jsxs)(`p`,{className:`muted`,children:[`There are no flags in `,M,`.`]}),D&&D.length>0&&(0,f.jsx)(g,{result:D})]})}function g({result:e}){return(0,f.jsxs)(`table`,{"aria-label":`Evaluation`,children:[(0,f.jsx)(`thead`,{children:(0,f.jsxs)(`tr`,{children:[(0,f.jsx)(`th`,{scope:`col`,children:`Flag`}),(0,f.jsx)(`th`,{scope:`col`,children:`Project`}),(0,f.jsx)(`th`,{scope:`col`,children:`Enabled`}),(0,f.jsx)(`th`,{scope:`col`,children:`Variant`}),(0,f.jsx)(`th`,{scope:`col`,children:`Strategies`})]})}),(0,f.jsx)(`tbody`,{children:e.map(e=>(0,f.jsxs)(`tr`,{children:[(0,f.jsx)(`td`,{children:e.name}),(0,f.jsx)(`td`,{children:e.projectId}),(0,f.jsxs)(`td`,{children:[e.isEnabled?`yes`:`no`,e.hasUnsatisfiedDependency&&(0,f.jsx)(`span`,{className:`badge`,children:`dependency not met`})]}),(0,f.jsx)(`td`,{children:e.variant.enabled?e.variant.name:(0,f.jsx)(`span`,{className:`muted`,children:`none`})}),(0,f.jsxs)(`td`,{children:[e.strategies.length===0&&(0,f.jsx)(`span`,{className:`muted`,children:`none`}),(0,f.jsx)(`ul`,{children:e.strategies.map(e=>(0,f.jsxs)(`li`,{children:[e.title||e.name,`:`,` `,e.evaluationStatus===`complete`?e.enabled?`on`:`off`:e.evaluationStatus]},e.id))})]})]},`${e.projectId}/${e.name}`))})]})}export{h as default};