import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{n as t,o as n}from"./preload-helper-tnXV0pyJ.js";import{c as r,i,n as a,s as o,t as s}from"./states-fMsXIbQ0.js";import{u as c}from"./index-BzmTH_aG.js";import{f as l,i as u,n as d,o as f,r as p,t as m}from"./ui-8gylrCzq.js";var h=e(n(),1),g=t(),_=i(`
  query MyPersonalTokens {
    personalTokens {
      id
      description
      expiresAt
      createdAt
      seenAt
    }
  }
`),v=i(`
  mutation CreateMyPersonalToken($input: PersonalTokenInput!) {
    createPersonalToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),y=i(`
  mutation DeleteMyPersonalToken($id: Int!) {
    deletePersonalToken(id: $id)
  }
`),b=i(`
  mutation ChangeMyPassword($input: ChangePasswordInput!) {
    changeMyPassword(input: $input)
  }
`);function x(){return(0,g.jsxs)(g.Fragment,{children:[(0,g.jsx)(`h1`,{children:`Your account`}),(0,g.jsx)(S,{}),(0,g.jsx)(C,{})]})}function S(){let[e,t]=r({query:_,requestPolicy:`cache-and-network`}),[n,i]=(0,h.useState)(``),[b,x]=(0,h.useState)(30),[S,C]=(0,h.useState)(null),[,w]=o(v),[,T]=o(y),E=u(),{confirm:D}=c(),O=()=>t({requestPolicy:`network-only`}),k=async e=>{e.preventDefault();let t=f(b);if(!t)return;let r=await E(w({input:{description:n,expiresAt:t}}),`Created the token ${n}`);r&&(C(r.createPersonalToken.secret),i(``),O())},A=async(e,t)=>{await D(`Delete ${t}?`,`Scripts using it are refused at once.`,`Delete`)&&await E(T({id:e}),`Deleted ${t}`)&&O()};return(0,g.jsxs)(`section`,{"aria-labelledby":`pats`,children:[(0,g.jsx)(`h2`,{id:`pats`,children:`Personal access tokens`}),(0,g.jsx)(`p`,{className:`muted`,children:`A personal token acts with your permissions, for scripts and the admin API.`}),(0,g.jsxs)(`form`,{className:`toolbar`,"aria-label":`New personal access token`,onSubmit:k,children:[(0,g.jsx)(d,{label:`Token description`,children:(0,g.jsx)(`input`,{required:!0,value:n,onChange:e=>i(e.target.value)})}),(0,g.jsx)(m,{days:b,onChange:x}),(0,g.jsx)(`button`,{type:`submit`,disabled:!n,children:`Create personal token`})]}),S&&(0,g.jsx)(p,{label:`The new personal token`,secret:S,onDone:()=>C(null)}),e.fetching&&!e.data&&(0,g.jsx)(a,{what:`your tokens`}),e.error&&(0,g.jsx)(s,{error:e.error,retry:O}),e.data&&e.data.personalTokens.length===0&&(0,g.jsx)(`p`,{className:`muted`,children:`You have no personal tokens.`}),e.data&&e.data.personalTokens.length>0&&(0,g.jsxs)(`table`,{children:[(0,g.jsx)(`thead`,{children:(0,g.jsxs)(`tr`,{children:[(0,g.jsx)(`th`,{scope:`col`,children:`Description`}),(0,g.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,g.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,g.jsx)(`th`,{scope:`col`,children:(0,g.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,g.jsx)(`tbody`,{children:e.data.personalTokens.map(e=>(0,g.jsxs)(`tr`,{children:[(0,g.jsx)(`td`,{children:e.description}),(0,g.jsx)(`td`,{children:l(e.expiresAt)}),(0,g.jsx)(`td`,{children:l(e.seenAt)}),(0,g.jsx)(`td`,{children:(0,g.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>A(e.id,e.description),children:`Delete`})})]},e.id))})]})]})}function C(){let[e,t]=(0,h.useState)(``),[n,r]=(0,h.useState)(``),[i,a]=(0,h.useState)(``),[{fetching:s},c]=o(b),l=u(),f=i!==``&&i!==n;return(0,g.jsxs)(`section`,{"aria-labelledby":`password`,children:[(0,g.jsx)(`h2`,{id:`password`,children:`Change your password`}),(0,g.jsxs)(`form`,{className:`toolbar`,"aria-label":`Change your password`,onSubmit:async o=>{o.preventDefault(),await l(c({input:{oldPassword:e,password:n,confirmPassword:i}}),`Password changed`)&&(t(``),r(``),a(``))},children:[(0,g.jsx)(d,{label:`Current password`,children:(0,g.jsx)(`input`,{type:`password`,autoComplete:`current-password`,required:!0,value:e,onChange:e=>t(e.target.value)})}),(0,g.jsx)(d,{label:`New password`,children:(0,g.jsx)(`input`,{type:`password`,autoComplete:`new-password`,required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,g.jsx)(d,{label:`New password again`,children:(0,g.jsx)(`input`,{type:`password`,autoComplete:`new-password`,required:!0,"aria-invalid":f,value:i,onChange:e=>a(e.target.value)})}),f&&(0,g.jsx)(`p`,{className:`field-error`,children:`The passwords differ`}),(0,g.jsx)(`button`,{type:`submit`,disabled:s||f||!n,children:`Change password`})]})]})}export{x as default};