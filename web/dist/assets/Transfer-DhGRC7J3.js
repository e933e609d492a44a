import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,n,t as r}from"./preload-helper--RVb0OjH.js";import{a as i,c as a,i as o,l as s,n as c,s as l,t as u}from"./states-B-yEa2ur.js";import{d,f}from"./index-C-oM_pD_.js";import{t as p}from"./act-C6HgWoLt.js";var m=e(t(),1);function h(e){return typeof e==`object`&&!!e&&!Array.isArray(e)}function g(e){return/\.ya?ml$/i.test(e)}async function _(e,t){let n;try{n=g(t)?(await r(()=>import(`./js-yaml-XwsO-ncN.js`),[])).load(e):JSON.parse(e)}catch(e){throw Error(`${t} is not valid ${g(t)?`YAML`:`JSON`}: ${e.message}`,{cause:e})}if(!h(n))throw Error(`${t} holds no object`);return n}function v(e,t,n){let r=h(e.data)?e.data:e;if(!Array.isArray(r.features))throw Error(`The file has no features list: is it an export?`);return{project:t,environment:n,data:r}}function y(e){return Array.isArray(e.features)?e.features.length:0}function b(e,t,n){let r=URL.createObjectURL(new Blob([t],{type:n})),i=document.createElement(`a`);i.href=r,i.download=e,document.body.appendChild(i),i.click(),i.remove(),URL.revokeObjectURL(r)}var x=n(),S=i(`
  query TransferOptions {
    projects {
      id
      name
    }
    environments {
      name
    }
  }
`),C=i(`
  mutation ExportFeatures($query: ExportQueryInput!) {
    exportFeatures(query: $query)
  }
`),w=i(`
  query ValidateImport($document: Map!) {
    validateImport(document: $document) {
      errors {
        message
        affectedItems
      }
      warnings {
        message
        affectedItems
      }
      permissions {
        message
        affectedItems
      }
    }
  }
`),T=i(`
  mutation ImportFeatures($document: Map!) {
    importFeatures(document: $document)
  }
`),E=i(`
  query ExportState {
    exportState
  }
`),D=i(`
  mutation ImportState($document: Map!, $drop: Boolean, $keep: Boolean) {
    importState(document: $document, drop: $drop, keep: $keep)
  }
`);function O(){let[e,t]=s({query:S}),n=d();return(0,x.jsxs)(x.Fragment,{children:[(0,x.jsx)(`h1`,{children:`Import and export`}),e.fetching&&!e.data&&(0,x.jsx)(c,{what:`projects and environments`}),e.error&&(0,x.jsx)(u,{error:e.error,refetch:t}),e.data&&e.data.projects.length===0&&(0,x.jsx)(`p`,{className:`muted`,children:`There are no projects to export.`}),e.data&&e.data.projects.length>0&&(0,x.jsxs)(x.Fragment,{children:[(0,x.jsx)(A,{projects:e.data.projects,environments:e.data.environments}),n(`UPDATE_PROJECT_IMPORT`)&&(0,x.jsx)(j,{projects:e.data.projects,environments:e.data.environments})]}),n(`ADMIN`)&&(0,x.jsx)(N,{})]})}function k(e){let{projects:t,environments:n,what:r,project:i,environment:a,onChange:o}=e,s=(0,m.useId)();return(0,x.jsxs)(x.Fragment,{children:[(0,x.jsxs)(`label`,{htmlFor:`${s}-p`,children:[r,` project`]}),(0,x.jsx)(`select`,{id:`${s}-p`,value:i,onChange:e=>o(e.target.value,a),children:t.map(e=>(0,x.jsx)(`option`,{value:e.id,children:e.name},e.id))}),(0,x.jsxs)(`label`,{htmlFor:`${s}-e`,children:[r,` environment`]}),(0,x.jsx)(`select`,{id:`${s}-e`,value:a,onChange:e=>o(i,e.target.value),children:n.map(e=>(0,x.jsx)(`option`,{children:e.name},e.name))})]})}function A({projects:e,environments:t}){let[,n]=a(C),[r,i]=(0,m.useState)(e[0]?.id??``),[s,c]=(0,m.useState)(t[0]?.name??``),{toast:l}=f(),u=async()=>{let e=await n({query:{project:r,environment:s}});if(e.error||!e.data){l(`error`,o(e.error));return}let t=e.data.exportFeatures;b(`${r}-${s}.json`,JSON.stringify(t,null,2),`application/json`),l(`success`,`Exported ${y(t)} flags of ${r} in ${s}`)};return(0,x.jsxs)(`form`,{"aria-label":`Export flags`,className:`create`,onSubmit:e=>{e.preventDefault(),u()},children:[(0,x.jsx)(`h2`,{children:`Export`}),(0,x.jsx)(k,{projects:e,environments:t,what:`Export`,project:r,environment:s,onChange:(e,t)=>{i(e),c(t)}}),(0,x.jsx)(`button`,{type:`submit`,children:`Export`})]})}function j({projects:e,environments:t}){let n=l(),[,r]=a(T),[i,s]=(0,m.useState)(e[0]?.id??``),[u,d]=(0,m.useState)(t[0]?.name??``),[p,h]=(0,m.useState)(null),[g,b]=(0,m.useState)(null),[S,C]=(0,m.useState)(null),[E,D]=(0,m.useState)(!1),{toast:O}=f(),A=(0,m.useId)(),j=async(e,t,r)=>{if(b(null),C(null),e){D(!0);try{let i=v(e.data,t,r),a=await n.query(w,{document:i},{requestPolicy:`network-only`}).toPromise();a.error||!a.data?O(`error`,o(a.error)):b(a.data.validateImport)}catch(e){O(`error`,o(e))}finally{D(!1)}}},N=async e=>{let t=e.files?.[0];if(t)try{let e={name:t.name,data:await _(await t.text(),t.name)};h(e),await j(e,i,u)}catch(e){h(null),b(null),O(`error`,o(e))}},P=async()=>{if(!p)return;D(!0);let e=await r({document:v(p.data,i,u)});if(D(!1),e.error){O(`error`,o(e.error));return}let t=`Imported ${y(p.data)} flags into ${i} (${u})`;C(t),b(null),O(`success`,t)},F=!g||g.errors.length>0||g.permissions.length>0;return(0,x.jsxs)(`form`,{"aria-label":`Import flags`,className:`create`,onSubmit:e=>{e.preventDefault(),F||P()},children:[(0,x.jsx)(`h2`,{children:`Import`}),(0,x.jsx)(k,{projects:e,environments:t,what:`Import into`,project:i,environment:u,onChange:(e,t)=>{s(e),d(t),j(p,e,t)}}),(0,x.jsx)(`label`,{htmlFor:`${A}-file`,children:`Export file (JSON)`}),(0,x.jsx)(`input`,{id:`${A}-file`,type:`file`,accept:`.json,application/json`,onChange:e=>N(e.target)}),E&&(0,x.jsx)(c,{what:`the check`}),g&&(0,x.jsxs)(`div`,{"aria-label":`Import check`,role:`region`,children:[(0,x.jsx)(M,{title:`Errors`,items:g.errors}),(0,x.jsx)(M,{title:`Warnings`,items:g.warnings}),(0,x.jsx)(M,{title:`Missing permissions`,items:g.permissions}),!F&&(0,x.jsxs)(`p`,{children:[`The file can be imported: `,y(p?.data??{}),` flags.`]})]}),(0,x.jsx)(`button`,{type:`submit`,disabled:F||E,children:`Import`}),S&&(0,x.jsx)(`p`,{role:`status`,children:S})]})}function M({title:e,items:t}){return t.length===0?null:(0,x.jsxs)(`section`,{"aria-label":e,children:[(0,x.jsx)(`h3`,{children:e}),(0,x.jsx)(`ul`,{children:t.map((e,t)=>(0,x.jsxs)(`li`,{children:[e.message,e.affectedItems.length>0&&`: ${e.affectedItems.join(`, `)}`]},t))})]})}function N(){let e=l(),[,t]=a(D),[n,i]=(0,m.useState)(`json`),[s,c]=(0,m.useState)(null),[u,d]=(0,m.useState)(!1),[h,v]=(0,m.useState)(!0),y=p(),{toast:S,confirm:C}=f(),w=(0,m.useId)(),T=async()=>{let t=await e.query(E,{},{requestPolicy:`network-only`}).toPromise();if(t.error||!t.data){S(`error`,o(t.error));return}let i=t.data.exportState,a=n===`yaml`?(await r(async()=>{let{dump:e}=await import(`./js-yaml-XwsO-ncN.js`);return{dump:e}},[])).dump(i):JSON.stringify(i,null,2);b(`flagstone-state.${n===`yaml`?`yml`:`json`}`,a,n===`yaml`?`text/yaml`:`application/json`),S(`success`,`Exported the state`)},O=async e=>{let t=e.files?.[0];if(t)try{c({name:t.name,data:await _(await t.text(),t.name)})}catch(e){c(null),S(`error`,o(e))}},k=async()=>{s&&(!u||await C(`Drop everything first?`,`Every flag and custom strategy is deleted before the import.`,`Drop and import`))&&await y(t({document:s.data,drop:u,keep:h}),`Imported the state from ${s.name}`)};return(0,x.jsxs)(`section`,{"aria-labelledby":`${w}-state`,children:[(0,x.jsx)(`h2`,{id:`${w}-state`,children:`Instance state (legacy)`}),(0,x.jsxs)(`form`,{"aria-label":`Export the state`,className:`create`,onSubmit:e=>{e.preventDefault(),T()},children:[(0,x.jsx)(`label`,{htmlFor:`${w}-format`,children:`State format`}),(0,x.jsxs)(`select`,{id:`${w}-format`,value:n,onChange:e=>i(e.target.value),children:[(0,x.jsx)(`option`,{value:`json`,children:`JSON`}),(0,x.jsx)(`option`,{value:`yaml`,children:`YAML`})]}),(0,x.jsx)(`button`,{type:`submit`,children:`Export the state`})]}),(0,x.jsxs)(`form`,{"aria-label":`Import a state`,className:`create`,onSubmit:e=>{e.preventDefault(),k()},children:[(0,x.jsx)(`label`,{htmlFor:`${w}-sfile`,children:`State file (JSON or YAML)`}),(0,x.jsx)(`input`,{id:`${w}-sfile`,type:`file`,accept:`.json,.yml,.yaml,application/json,text/yaml`,onChange:e=>O(e.target)}),s&&(0,x.jsxs)(`p`,{className:`muted`,children:[g(s.name)?`YAML`:`JSON`,` file `,s.name,` read.`]}),(0,x.jsxs)(`label`,{children:[(0,x.jsx)(`input`,{type:`checkbox`,checked:u,onChange:e=>d(e.target.checked)}),` Drop every flag and custom strategy first`]}),(0,x.jsxs)(`label`,{children:[(0,x.jsx)(`input`,{type:`checkbox`,checked:h,onChange:e=>v(e.target.checked)}),` Keep existing ones unchanged`]}),(0,x.jsx)(`button`,{type:`submit`,disabled:!s,children:`Import the state`})]})]})}export{O as default};