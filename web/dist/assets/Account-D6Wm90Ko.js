import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,n}from"./preload-helper--RVb0OjH.js";import{a as r,c as i,l as a,n as o,r as s,t as c}from"./states-B-yEa2ur.js";import{f as l}from"./index-C-oM_pD_.js";import{f as u,i as d,n as f,o as p}from"./ui-BT28KEls.js";import{t as m}from"./Field-CbQWhcht.js";import{t as h}from"./act-C6HgWoLt.js";var g=e(t(),1),_=n(),v=r(`
  query MyPersonalTokens {
    personalTokens {
      id
      description
      expiresAt
      createdAt
      seenAt
    }
  }
`),y=r(`
  mutation CreateMyPersonalToken($input: PersonalTokenInput!) {
    createPersonalToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),b=r(`
  mutation DeleteMyPersonalToken($id: Int!) {
    deletePersonalToken(id: $id)
  }
`),x=r(`
  mutation ChangeMyPassword($input: ChangePasswordInput!) {
    changeMyPassword(input: $input)
  }
`);function S(){return(0,_.jsxs)(_.Fragment,{children:[(0,_.jsx)(`h1`,{children:`Your account`}),(0,_.jsx)(C,{}),(0,_.jsx)(w,{})]})}function C(){let[e,t]=a({query:v,requestPolicy:`cache-and-network`}),[n,r]=(0,g.useState)(``),[x,S]=(0,g.useState)(30),[C,w]=(0,g.useState)(null),[,T]=i(y),[,E]=i(b),D=h(),{confirm:O}=l(),k=s(t),A=async e=>{e.preventDefault();let t=p(x);if(!t)return;let i=await D(T({input:{description:n,expiresAt:t}}),`Created the token ${n}`);i&&(w(i.createPersonalToken.secret),r(``),k())},j=async(e,t)=>{await O(`Delete ${t}?`,`Scripts using it are refused at once.`,`Delete`)&&await D(E({id:e}),`Deleted ${t}`)&&k()};return(0,_.jsxs)(`section`,{"aria-labelledby":`pats`,children:[(0,_.jsx)(`h2`,{id:`pats`,children:`Personal access tokens`}),(0,_.jsx)(`p`,{className:`muted`,children:`A personal token acts with your permissions, for scripts and the admin API.`}),(0,_.jsxs)(`form`,{className:`toolbar`,"aria-label":`New personal access token`,onSubmit:A,children:[(0,_.jsx)(m,{label:`Token description`,children:(0,_.jsx)(`input`,{required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,_.jsx)(f,{days:x,onChange:S}),(0,_.jsx)(`button`,{type:`submit`,disabled:!n,children:`Create personal token`})]}),C&&(0,_.jsx)(d,{label:`The new personal token`,secret:C,onDone:()=>w(null)}),e.fetching&&!e.data&&(0,_.jsx)(o,{what:`your tokens`}),e.error&&(0,_.jsx)(c,{error:e.error,refetch:t}),e.data&&e.data.personalTokens.length===0&&(0,_.jsx)(`p`,{className:`muted`,children:`You have no personal tokens.`}),e.data&&e.data.personalTokens.length>0&&(0,_.jsxs)(`table`,{children:[(0,_.jsx)(`thead`,{children:(0,_.jsxs)(`tr`,{children:[(0,_.jsx)(`th`,{scope:`col`,children:`Description`}),(0,_.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,_.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,_.jsx)(`th`,{scope:`col`,children:(0,_.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,_.jsx)(`tbody`,{children:e.data.personalTokens.map(e=>(0,_.jsxs)(`tr`,{children:[(0,_.jsx)(`td`,{children:e.description}),(0,_.jsx)(`td`,{children:u(e.expiresAt)}),(0,_.jsx)(`td`,{children:u(e.seenAt)}),(0,_.jsx)(`td`,{children:(0,_.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>j(e.id,e.description),children:`Delete`})})]},e.id))})]})]})}function w(){let[e,t]=(0,g.useState)(``),[n,r]=(0,g.useState)(``),[a,o]=(0,g.useState)(``),[{fetching:s},c]=i(x),l=h(),u=a!==``&&a!==n;return(0,_.jsxs)(`section`,{"aria-labelledby":`password`,children:[(0,_.jsx)(`h2`,{id:`password`,children:`Change your password`}),(0,_.jsxs)(`form`,{className:`toolbar`,"aria-label":`Change your password`,onSubmit:async i=>{i.preventDefault(),await l(c({input:{oldPassword:e,password:n,confirmPassword:a}}),`Password changed`)&&(t(``),r(``),o(``))},children:[(0,_.jsx)(m,{label:`Current password`,children:(0,_.jsx)(`input`,{type:`password`,autoComplete:`current-password`,required:!0,value:e,onChange:e=>t(e.target.value)})}),(0,_.jsx)(m,{label:`New password`,children:(0,_.jsx)(`input`,{type:`password`,autoComplete:`new-password`,required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,_.jsx)(m,{label:`New password again`,children:(0,_.jsx)(`input`,{type:`password`,autoComplete:`new-password`,required:!0,"aria-invalid":u,value:a,onChange:e=>o(e.target.value)})}),u&&(0,_.jsx)(`p`,{className:`field-error`,children:`The passwords differ`}),(0,_.jsx)(`button`,{type:`submit`,disabled:s||u||!n,children:`Change password`})]})]})}export{S as default};