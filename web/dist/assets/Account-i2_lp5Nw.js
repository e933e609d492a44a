import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{n as t,o as n}from"./preload-helper-tnXV0pyJ.js";import{a as r,f as i,i as a,n as o,p as s,t as c}from"./index-Cj2m_ARW.js";import{a as l,d as u,i as d,n as f,r as p,t as m}from"./ui-BYcQGpO8.js";var h=e(n(),1),g=t(),_=r(`
  query MyPersonalTokens {
    personalTokens {
      id
      description
      expiresAt
      createdAt
      seenAt
    }
  }
`),v=r(`
  mutation CreateMyPersonalToken($input: PersonalTokenInput!) {
    createPersonalToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),y=r(`
  mutation DeleteMyPersonalToken($id: Int!) {
    deletePersonalToken(id: $id)
  }
`),b=r(`
  mutation ChangeMyPassword($input: ChangePasswordInput!) {
    changeMyPassword(input: $input)
  }
`);function x(){return(0,g.jsxs)(g.Fragment,{children:[(0,g.jsx)(`h1`,{children:`Your account`}),(0,g.jsx)(S,{}),(0,g.jsx)(C,{})]})}function S(){let[e,t]=s({query:_,requestPolicy:`cache-and-network`}),[n,r]=(0,h.useState)(``),[b,x]=(0,h.useState)(30),[S,C]=(0,h.useState)(null),[,w]=i(v),[,T]=i(y),E=p(),{confirm:D}=a(),O=()=>t({requestPolicy:`network-only`}),k=async e=>{e.preventDefault();let t=d(b);if(!t)return;let i=await E(w({input:{description:n,expiresAt:t}}),`Created the token ${n}`);i&&(C(i.createPersonalToken.secret),r(``),O())},A=async(e,t)=>{await D(`Delete ${t}?`,`Scripts using it are refused at once.`,`Delete`)&&await E(T({id:e}),`Deleted ${t}`)&&O()};return(0,g.jsxs)(`section`,{"aria-labelledby":`pats`,children:[(0,g.jsx)(`h2`,{id:`pats`,children:`Personal access tokens`}),(0,g.jsx)(`p`,{className:`muted`,children:`A personal token acts with your permissions, for scripts and the admin API.`}),(0,g.jsxs)(`form`,{className:`toolbar`,"aria-label":`New personal access token`,onSubmit:k,children:[(0,g.jsx)(m,{label:`Token description`,children:(0,g.jsx)(`input`,{required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,g.jsx)(m,{label:`Expires after`,children:(0,g.jsx)(`select`,{value:b,onChange:e=>x(Number(e.target.value)),children:l.filter(e=>e.days>0).map(e=>(0,g.jsx)(`option`,{value:e.days,children:e.label},e.days))})}),(0,g.jsx)(`button`,{type:`submit`,disabled:!n,children:`Create personal token`})]}),S&&(0,g.jsx)(f,{label:`The new personal token`,secret:S,onDone:()=>C(null)}),e.fetching&&!e.data&&(0,g.jsx)(o,{what:`your tokens`}),e.error&&(0,g.jsx)(c,{error:e.error,retry:O}),e.data&&e.data.personalTokens.length===0&&(0,g.jsx)(`p`,{className:`muted`,children:`You have no personal tokens.`}),e.data&&e.data.personalTokens.length>0&&(0,g.jsxs)(`table`,{children:[(0,g.jsx)(`thead`,{children:(0,g.jsxs)(`tr`,{children:[(0,g.jsx)(`th`,{scope:`col`,children:`Description`}),(0,g.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,g.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,g.jsx)(`th`,{scope:`col`,children:(0,g.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,g.jsx)(`tbody`,{children:e.data.personalTokens.map(e=>(0,g.jsxs)(`tr`,{children:[(0,g.jsx)(`td`,{children:e.description}),(0,g.jsx)(`td`,{children:u(e.expiresAt)}),(0,g.jsx)(`td`,{children:u(e.seenAt)}),(0,g.jsx)(`td`,{children:(0,g.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>A(e.id,e.description),children:`Delete`})})]},e.id))})]})]})}function C(){let[e,t]=(0,h.useState)(``),[n,r]=(0,h.useState)(``),[a,o]=(0,h.useState)(``),[{fetching:s},c]=i(b),l=p(),u=a!==``&&a!==n;return(0,g.jsxs)(`section`,{"aria-labelledby":`password`,children:[(0,g.jsx)(`h2`,{id:`password`,children:`Change your password`}),(0,g.jsxs)(`form`,{className:`toolbar`,"aria-label":`Change your password`,onSubmit:async i=>{i.preventDefault(),await l(c({input:{oldPassword:e,password:n,confirmPassword:a}}),`Password changed`)&&(t(``),r(``),o(``))},children:[(0,g.jsx)(m,{label:`Current password`,children:(0,g.jsx)(`input`,{type:`password`,autoComplete:`current-password`,required:!0,value:e,onChange:e=>t(e.target.value)})}),(0,g.jsx)(m,{label:`New password`,children:(0,g.jsx)(`input`,{type:`password`,autoComplete:`new-password`,required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,g.jsx)(m,{label:`New password again`,children:(0,g.jsx)(`input`,{type:`password`,autoComplete:`new-password`,required:!0,"aria-invalid":u,value:a,onChange:e=>o(e.target.value)})}),u&&(0,g.jsx)(`p`,{className:`field-error`,children:`The passwords differ`}),(0,g.jsx)(`button`,{type:`submit`,disabled:s||u||!n,children:`Change password`})]})]})}export{x as default};