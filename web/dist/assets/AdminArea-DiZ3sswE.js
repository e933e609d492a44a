import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{_ as t,f as n,g as r,h as i,v as a,y as o}from"./index-C-oM_pD_.js";import{n as s,t as c}from"./SubNav-BPuLSkqP.js";import{a as l,n as u}from"./preload-helper--RVb0OjH.js";import{a as d,c as f,l as p,n as m,r as h,t as g}from"./states-B-yEa2ur.js";import{a as _,c as v,d as y,f as b,i as x,l as S,n as C,o as w,r as T,s as E,t as D,u as O}from"./ui-BT28KEls.js";import{t as k}from"./Field-CbQWhcht.js";import{t as A}from"./act-C6HgWoLt.js";var j=e(l(),1),M=u(),ee=d(`
  query AdminApiTokens {
    apiTokens {
      id
      tokenName
      type
      environment
      projects
      secret
      expiresAt
      createdAt
      seenAt
    }
    projects {
      id
      name
    }
    environments {
      name
    }
  }
`),te=d(`
  mutation AdminCreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),ne=d(`
  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {
    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {
      id
      expiresAt
    }
  }
`),re=d(`
  mutation AdminRevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);function N(){let[e,t]=p({query:ee,requestPolicy:`cache-and-network`}),[r,i]=(0,j.useState)(null),[a,o]=(0,j.useState)(null),[,s]=f(re),c=A(),{confirm:l}=n(),u=h(t),d=async(e,t)=>{await l(`Revoke ${t}?`,`Applications using it are refused at once.`,`Revoke`)&&await c(s({id:e}),`Revoked ${t}`)&&u()};return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(`h1`,{children:`API tokens`}),e.data&&(0,M.jsx)(P,{projects:e.data.projects,environments:e.data.environments.map(e=>e.name),onCreated:e=>{i(e),u()}}),r&&(0,M.jsx)(x,{label:`The new token's secret`,secret:r,onDone:()=>i(null)}),e.fetching&&!e.data&&(0,M.jsx)(m,{what:`API tokens`}),e.error&&(0,M.jsx)(g,{error:e.error,refetch:t}),e.data&&e.data.apiTokens.length===0&&(0,M.jsx)(`p`,{className:`muted`,children:`There are no API tokens yet.`}),e.data&&e.data.apiTokens.length>0&&(0,M.jsxs)(`table`,{children:[(0,M.jsx)(`thead`,{children:(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`th`,{scope:`col`,children:`Name`}),(0,M.jsx)(`th`,{scope:`col`,children:`Type`}),(0,M.jsx)(`th`,{scope:`col`,children:`Projects`}),(0,M.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,M.jsx)(`th`,{scope:`col`,children:`Secret`}),(0,M.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,M.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,M.jsx)(`th`,{scope:`col`,children:(0,M.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,M.jsx)(`tbody`,{children:e.data.apiTokens.map(e=>(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`td`,{children:e.tokenName}),(0,M.jsx)(`td`,{children:e.type}),(0,M.jsx)(`td`,{children:e.projects.join(`, `)}),(0,M.jsx)(`td`,{children:e.environment}),(0,M.jsx)(`td`,{children:(0,M.jsx)(`code`,{children:e.secret})}),(0,M.jsx)(`td`,{children:a===e.id?(0,M.jsx)(F,{id:e.id,name:e.tokenName,onDone:()=>{o(null),u()},onCancel:()=>o(null)}):(0,M.jsxs)(M.Fragment,{children:[b(e.expiresAt),E(e.expiresAt)&&(0,M.jsx)(`span`,{className:`badge`,children:`expired`})]})}),(0,M.jsx)(`td`,{children:b(e.seenAt)}),(0,M.jsx)(`td`,{children:(0,M.jsxs)(`div`,{className:`row-actions`,children:[a!==e.id&&(0,M.jsxs)(`button`,{type:`button`,onClick:()=>o(e.id),children:[`Change expiry`,(0,M.jsxs)(`span`,{className:`sr-only`,children:[` of `,e.tokenName]})]}),(0,M.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>d(e.id,e.tokenName),children:`Revoke`})]})})]},e.id))})]})]})}function P({projects:e,environments:t,onCreated:n}){let[r,i]=(0,j.useState)(``),[a,o]=(0,j.useState)(`client`),[s,c]=(0,j.useState)([]),[l,u]=(0,j.useState)(t[0]??`development`),[d,p]=(0,j.useState)(0),[{fetching:m},h]=f(te),g=A();return(0,M.jsxs)(`form`,{className:`toolbar`,"aria-label":`New API token`,onSubmit:async e=>{e.preventDefault();let t={tokenName:r,type:a,expiresAt:w(d),...O(a,s,l)},o=await g(h({input:t}),`Created the token ${r}`);o&&(i(``),n(o.createApiToken.secret))},children:[(0,M.jsx)(k,{label:`Token name`,children:(0,M.jsx)(`input`,{required:!0,value:r,onChange:e=>i(e.target.value)})}),(0,M.jsx)(k,{label:`Token type`,children:(0,M.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,M.jsx)(`option`,{value:`client`,children:`Client (server SDKs)`}),(0,M.jsx)(`option`,{value:`frontend`,children:`Frontend (browser SDKs)`}),(0,M.jsx)(`option`,{value:`admin`,children:`Admin (the admin API)`})]})}),a!==`admin`&&(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(k,{label:`Projects (none: all)`,children:(0,M.jsx)(`select`,{multiple:!0,value:s,onChange:e=>c([...e.target.selectedOptions].map(e=>e.value)),children:e.map(e=>(0,M.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,M.jsx)(k,{label:`Environment`,children:(0,M.jsx)(`select`,{value:l,onChange:e=>u(e.target.value),children:t.map(e=>(0,M.jsx)(`option`,{value:e,children:e},e))})})]}),(0,M.jsx)(C,{days:d,onChange:p,never:!0}),(0,M.jsx)(`button`,{type:`submit`,disabled:m||!r,children:`Create token`})]})}function F({id:e,name:t,onDone:n,onCancel:r}){let[i,a]=(0,j.useState)(30),[{fetching:o},s]=f(ne),c=A();return(0,M.jsxs)(`form`,{"aria-label":`Expiry of ${t}`,onSubmit:async r=>{r.preventDefault();let a=w(i);a&&await c(s({id:e,expiresAt:a}),`Changed the expiry of ${t}`)&&n()},children:[(0,M.jsx)(C,{days:i,onChange:a}),(0,M.jsx)(T,{save:`Save expiry`,busy:o,onCancel:r})]})}var I=d(`
  query AdminGroups {
    groups {
      id
      name
      description
      mappingsSSO
      rootRole
      userCount
      projects
    }
    rootRoles {
      id
      name
    }
  }
`),L=d(`
  query AdminGroup($id: Int!) {
    group(id: $id) {
      id
      name
      description
      mappingsSSO
      rootRole
      projects
      users {
        joinedAt
        viaSSO
        user {
          id
          name
          email
          username
        }
      }
    }
    users {
      id
      name
      email
      username
    }
    rootRoles {
      id
      name
    }
  }
`),R=d(`
  mutation AdminCreateGroup($input: GroupInput!) {
    createGroup(input: $input) {
      id
    }
  }
`),z=d(`
  mutation AdminUpdateGroup($id: Int!, $input: GroupInput!) {
    updateGroup(id: $id, input: $input) {
      id
      name
      description
      mappingsSSO
      rootRole
      userCount
    }
  }
`),B=d(`
  mutation AdminDeleteGroup($id: Int!) {
    deleteGroup(id: $id)
  }
`);function V(e,t){return e.find(e=>e.id===t)?.name??`none`}function H(){let[e,t]=p({query:I,requestPolicy:`cache-and-network`}),n=h(t),r=e.data?.rootRoles??[];return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(`h1`,{children:`Groups`}),(0,M.jsx)(U,{roles:r,submitLabel:`Create group`,onSaved:n}),e.fetching&&!e.data&&(0,M.jsx)(m,{what:`groups`}),e.error&&(0,M.jsx)(g,{error:e.error,refetch:t}),e.data&&e.data.groups.length===0&&(0,M.jsx)(`p`,{className:`muted`,children:`There are no groups yet.`}),e.data&&e.data.groups.length>0&&(0,M.jsxs)(`table`,{children:[(0,M.jsx)(`thead`,{children:(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`th`,{scope:`col`,children:`Group`}),(0,M.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,M.jsx)(`th`,{scope:`col`,children:`SSO mappings`}),(0,M.jsx)(`th`,{scope:`col`,children:`Members`}),(0,M.jsx)(`th`,{scope:`col`,children:`Projects`})]})}),(0,M.jsx)(`tbody`,{children:e.data.groups.map(e=>(0,M.jsxs)(`tr`,{children:[(0,M.jsxs)(`td`,{children:[(0,M.jsx)(i,{href:`/admin/groups/${e.id}`,children:e.name}),e.description&&(0,M.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,M.jsx)(`td`,{children:V(r,e.rootRole)}),(0,M.jsx)(`td`,{children:e.mappingsSSO.join(`, `)||(0,M.jsx)(`span`,{className:`muted`,children:`none`})}),(0,M.jsx)(`td`,{children:e.userCount}),(0,M.jsx)(`td`,{children:e.projects.join(`, `)||(0,M.jsx)(`span`,{className:`muted`,children:`none`})})]},e.id))})]})]})}function U({roles:e,initial:t,submitLabel:n,onSaved:r,save:i}){let[a,o]=(0,j.useState)(t?.name??``),[s,c]=(0,j.useState)(t?.description??``),[l,u]=(0,j.useState)(t?.mappingsSSO.join(`, `)??``),[d,p]=(0,j.useState)(t?.rootRole?String(t.rootRole):``),[,m]=f(R),h=A();return(0,M.jsxs)(`form`,{className:`toolbar`,"aria-label":t?`Group settings`:`New group`,onSubmit:async e=>{e.preventDefault();let n={name:a,description:s||null,mappingsSSO:S(l),rootRole:d?Number(d):null};(i?await i(n):await h(m({input:n}),`Created group ${a}`))&&(t||(o(``),c(``),u(``),p(``)),r())},children:[(0,M.jsx)(k,{label:`Group name`,children:(0,M.jsx)(`input`,{required:!0,value:a,onChange:e=>o(e.target.value)})}),(0,M.jsx)(k,{label:`Description`,children:(0,M.jsx)(`input`,{value:s,onChange:e=>c(e.target.value)})}),(0,M.jsx)(k,{label:`SSO groups (comma-separated)`,children:(0,M.jsx)(`input`,{value:l,onChange:e=>u(e.target.value)})}),(0,M.jsx)(k,{label:`Group root role`,children:(0,M.jsxs)(`select`,{value:d,onChange:e=>p(e.target.value),children:[(0,M.jsx)(`option`,{value:``,children:`none`}),e.map(e=>(0,M.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,M.jsx)(`button`,{type:`submit`,disabled:!a,children:n})]})}function W({id:e}){let[t,r]=p({query:L,variables:{id:e},requestPolicy:`cache-and-network`}),[,a]=f(z),[,s]=f(B),[c,l]=(0,j.useState)(``),[,u]=o(),d=A(),{confirm:_}=n(),v=h(r);if(t.fetching&&!t.data)return(0,M.jsx)(m,{what:`the group`});if(t.error)return(0,M.jsx)(g,{error:t.error,refetch:r});if(!t.data)return null;let x=t.data.group,S=x.users.map(e=>e.user.id),C=()=>({name:x.name,description:x.description,mappingsSSO:x.mappingsSSO,rootRole:x.rootRole}),w=(e,t)=>({...e,users:t.map(e=>({user:{id:e}}))}),T=async(t,n)=>{await d(a({id:e,input:w(C(),t)}),n)&&v()},E=t.data.users.filter(e=>!S.includes(e.id));return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsxs)(`nav`,{"aria-label":`Breadcrumb`,className:`crumbs`,children:[(0,M.jsx)(i,{href:`/admin/groups`,children:`Groups`}),` / `,x.name]}),(0,M.jsxs)(`h1`,{children:[`Group `,x.name]}),(0,M.jsx)(U,{roles:t.data.rootRoles,initial:x,submitLabel:`Save group`,onSaved:v,save:async t=>!!await d(a({id:e,input:w(t,S)}),`Saved ${t.name}`)},`${x.name}|${x.rootRole}`),(0,M.jsxs)(`p`,{children:[`Projects where used: `,x.projects.join(`, `)||(0,M.jsx)(`span`,{className:`muted`,children:`none`})]}),(0,M.jsx)(`h2`,{children:`Members`}),(0,M.jsxs)(`form`,{className:`toolbar`,"aria-label":`Add a member`,onSubmit:e=>{e.preventDefault(),c&&T([...S,Number(c)],`Member added`).then(()=>l(``))},children:[(0,M.jsx)(k,{label:`New member`,children:(0,M.jsxs)(`select`,{value:c,onChange:e=>l(e.target.value),children:[(0,M.jsx)(`option`,{value:``,children:`Choose a user`}),E.map(e=>(0,M.jsx)(`option`,{value:e.id,children:y(e)},e.id))]})}),(0,M.jsx)(`button`,{type:`submit`,disabled:!c,children:`Add member`})]}),x.users.length===0?(0,M.jsx)(`p`,{className:`muted`,children:`The group has no members yet.`}):(0,M.jsxs)(`table`,{children:[(0,M.jsx)(`thead`,{children:(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`th`,{scope:`col`,children:`Member`}),(0,M.jsx)(`th`,{scope:`col`,children:`Joined`}),(0,M.jsx)(`th`,{scope:`col`,children:(0,M.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,M.jsx)(`tbody`,{children:x.users.map(e=>(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`td`,{children:y(e.user)}),(0,M.jsxs)(`td`,{children:[b(e.joinedAt),e.viaSSO&&(0,M.jsx)(`span`,{className:`role`,title:`Joined through single sign-on: the provider's groups keep it`,children:`via SSO`})]}),(0,M.jsx)(`td`,{children:(0,M.jsx)(`button`,{type:`button`,onClick:()=>void T(S.filter(t=>t!==e.user.id),`Removed ${y(e.user)}`),children:`Remove`})})]},e.user.id))})]}),(0,M.jsx)(`p`,{children:(0,M.jsx)(`button`,{type:`button`,className:`danger`,onClick:async()=>{await _(`Delete the group ${x.name}?`,`Its members keep their own roles.`,`Delete`)&&await d(s({id:e}),`Deleted group ${x.name}`)&&u(`/admin/groups`)},children:`Delete group`})})]})}var G=d(`
  query AdminFrontendOrigins {
    uiConfig {
      frontendApiOrigins
    }
  }
`),K=d(`
  mutation AdminSetFrontendOrigins($origins: [String!]!) {
    setFrontendApiOrigins(frontendApiOrigins: $origins) {
      frontendApiOrigins
    }
  }
`),q=d(`
  query AdminAddons {
    addons {
      id
      description
      enabled
      parameters {
        url
        secret
      }
      events
      projects
      environments
      createdAt
    }
  }
`),J=d(`
  query AdminWebhookChoices {
    eventTypes
    projects {
      id
      name
    }
    environments {
      name
      enabled
    }
  }
`),Y=d(`
  mutation AdminCreateAddon($input: AddonInput!) {
    createAddon(input: $input) {
      id
    }
  }
`),X=d(`
  mutation AdminUpdateAddon($id: Int!, $input: AddonInput!) {
    updateAddon(id: $id, input: $input) {
      id
      enabled
    }
  }
`),ie=d(`
  mutation AdminDeleteAddon($id: Int!) {
    deleteAddon(id: $id)
  }
`),ae=d(`
  query AdminAddonDeliveries($id: Int!) {
    addonDeliveries(id: $id, limit: 20) {
      id
      eventId
      eventType
      state
      statusCode
      error
      attempts
      createdAt
    }
  }
`);function oe(){return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(`h1`,{children:`Integrations`}),(0,M.jsx)(se,{}),(0,M.jsx)(ce,{})]})}function se(){let[e,t]=p({query:G,requestPolicy:`cache-and-network`}),[n,r]=(0,j.useState)(null),[,i]=f(K),a=A(),o=e.data?.uiConfig.frontendApiOrigins.join(`, `)??``,s=n??o;return(0,M.jsxs)(`section`,{"aria-label":`Frontend API origins`,children:[(0,M.jsx)(`h2`,{children:`Frontend API origins`}),(0,M.jsx)(`p`,{className:`muted`,children:`Pages of these origins may call the frontend API: scheme://host[:port], or * for any. CORS_ORIGINS stays allowed whatever is saved here.`}),e.error&&(0,M.jsx)(g,{error:e.error,refetch:t}),(0,M.jsxs)(`form`,{className:`toolbar`,"aria-label":`Frontend API origins`,onSubmit:async e=>{e.preventDefault(),await a(i({origins:S(s)}),`Saved the frontend API origins`)&&(r(null),t({requestPolicy:`network-only`}))},children:[(0,M.jsx)(k,{label:`Allowed origins (comma-separated)`,children:(0,M.jsx)(`input`,{value:s,onChange:e=>r(e.target.value),disabled:!e.data})}),(0,M.jsx)(`button`,{type:`submit`,disabled:n===null||n===o,children:`Save origins`})]})]})}function ce(){let[e,t]=p({query:q,requestPolicy:`cache-and-network`}),[,r]=f(X),[,i]=f(ie),a=A(),{confirm:o}=n(),s=h(t),[c,l]=(0,j.useState)(0),u=e.data?.addons??[],d=async e=>{let t={provider:`webhook`,description:e.description,enabled:!e.enabled,parameters:{url:e.parameters.url},events:e.events,projects:e.projects,environments:e.environments},n=e.description||e.parameters.url;await a(r({id:e.id,input:t}),e.enabled?`Disabled ${n}`:`Enabled ${n}`)&&s()},_=async(e,t)=>{await o(`Delete ${t}?`,`Its delivery log goes with it.`,`Delete`)&&await a(i({id:e}),`Deleted ${t}`)&&s()};return(0,M.jsxs)(`section`,{"aria-label":`Webhooks`,children:[(0,M.jsx)(`h2`,{children:`Webhooks`}),(0,M.jsx)(le,{onCreated:()=>{l(e=>e+1),s()}},c),e.fetching&&!e.data&&(0,M.jsx)(m,{what:`webhooks`}),e.error&&(0,M.jsx)(g,{error:e.error,refetch:t}),e.data&&u.length===0&&(0,M.jsx)(`p`,{className:`muted`,children:`There are no webhooks yet.`}),u.length>0&&(0,M.jsxs)(`table`,{"aria-label":`Webhooks`,children:[(0,M.jsx)(`thead`,{children:(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`th`,{scope:`col`,children:`Webhook`}),(0,M.jsx)(`th`,{scope:`col`,children:`Events`}),(0,M.jsx)(`th`,{scope:`col`,children:`Projects and environments`}),(0,M.jsx)(`th`,{scope:`col`,children:`State`}),(0,M.jsx)(`th`,{scope:`col`,children:(0,M.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,M.jsx)(`tbody`,{children:u.map(e=>{let t=e.description||e.parameters.url;return(0,M.jsxs)(`tr`,{children:[(0,M.jsxs)(`td`,{children:[(0,M.jsx)(`strong`,{children:t}),(0,M.jsxs)(`div`,{className:`muted`,children:[e.parameters.url,e.parameters.secret&&` (signed)`]}),(0,M.jsx)(ue,{id:e.id,label:t})]}),(0,M.jsx)(`td`,{children:e.events.join(`, `)}),(0,M.jsxs)(`td`,{children:[e.projects.join(`, `)||`every project`,`;`,` `,e.environments.join(`, `)||`every environment`]}),(0,M.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,M.jsxs)(`td`,{children:[(0,M.jsxs)(`button`,{type:`button`,onClick:()=>d(e),children:[e.enabled?`Disable`:`Enable`,(0,M.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),(0,M.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>_(e.id,t),children:[`Delete`,(0,M.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]})]})]},e.id)})})]})]})}function le({onCreated:e}){let[t,n]=p({query:J,requestPolicy:`cache-and-network`}),[r,i]=(0,j.useState)(``),[a,o]=(0,j.useState)(``),[s,c]=(0,j.useState)(``),[l,u]=(0,j.useState)([]),[d,h]=(0,j.useState)([]),[_,v]=(0,j.useState)([]),[{fetching:y},b]=f(Y),x=A(),S=async t=>{t.preventDefault(),await x(b({input:{provider:`webhook`,description:r||null,enabled:!0,parameters:{url:a,secret:s||null},events:l,projects:d,environments:_}}),`Created the webhook ${r||a}`)&&e()},C=t.data;return(0,M.jsxs)(`form`,{className:`create`,"aria-label":`New webhook`,onSubmit:S,children:[(0,M.jsx)(k,{label:`Webhook description`,children:(0,M.jsx)(`input`,{value:r,onChange:e=>i(e.target.value)})}),(0,M.jsx)(k,{label:`Webhook URL`,children:(0,M.jsx)(`input`,{required:!0,type:`url`,value:a,onChange:e=>o(e.target.value)})}),(0,M.jsx)(k,{label:`Signing secret (optional)`,children:(0,M.jsx)(`input`,{type:`password`,value:s,onChange:e=>c(e.target.value)})}),t.error&&!C&&(0,M.jsx)(g,{error:t.error,refetch:n}),t.fetching&&!C&&(0,M.jsx)(m,{what:`the event types, projects and environments`}),C&&(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(D,{wide:!0,legend:`Event types`,choices:C.eventTypes.map(e=>({value:e,label:e})),chosen:l,onChange:u,none:`None chosen: choose at least one.`}),(0,M.jsx)(D,{legend:`Projects`,choices:C.projects.map(e=>({value:e.id,label:e.name})),chosen:d,onChange:h,none:`None chosen: every project.`}),(0,M.jsx)(D,{legend:`Environments`,choices:C.environments.map(e=>({value:e.name,label:e.enabled?e.name:`${e.name} (disabled)`})),chosen:_,onChange:v,none:`None chosen: every environment.`})]}),(0,M.jsx)(`div`,{className:`form-actions`,children:(0,M.jsx)(`button`,{type:`submit`,disabled:y||!a||l.length===0,children:`Create webhook`})})]})}function ue({id:e,label:t}){let[n,r]=_();return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsxs)(`button`,{type:`button`,onClick:r,"aria-expanded":n,children:[`Delivery log`,(0,M.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),n&&(0,M.jsx)(de,{id:e,label:t})]})}function de({id:e,label:t}){let[n,r]=p({query:ae,variables:{id:e},requestPolicy:`network-only`});if(n.fetching&&!n.data)return(0,M.jsx)(m,{what:`the delivery log`});if(n.error)return(0,M.jsx)(g,{error:n.error,refetch:r});let i=n.data?.addonDeliveries??[];return i.length===0?(0,M.jsx)(`p`,{className:`muted`,children:`Nothing delivered yet.`}):(0,M.jsx)(`ul`,{"aria-label":`Deliveries of ${t}`,children:i.map(e=>(0,M.jsxs)(`li`,{children:[e.eventType,` #`,e.eventId,`: `,e.state,e.statusCode!=null&&` (${e.statusCode})`,e.error&&` — ${e.error}`,`, `,e.attempts,` `,e.attempts===1?`attempt`:`attempts`,`,`,` `,b(e.createdAt)]},e.id))})}var fe=d(`
  query AdminInvites {
    signupTokens {
      id
      name
      enabled
      expiresAt
      createdAt
      createdBy
      role {
        id
        name
      }
      users {
        id
        name
        email
        username
      }
    }
  }
`),pe=d(`
  mutation AdminCreateInvite($input: SignupTokenInput!) {
    createSignupToken(input: $input) {
      id
      url
    }
  }
`),me=d(`
  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {
    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {
      id
      enabled
    }
  }
`);function he(){let[e,t]=p({query:fe,requestPolicy:`cache-and-network`}),[r,i]=(0,j.useState)(``),[a,o]=(0,j.useState)(7),[s,c]=(0,j.useState)(null),[,l]=f(pe),[,u]=f(me),d=A(),{confirm:_}=n(),v=h(t),S=async e=>{e.preventDefault();let t=w(a);if(!t)return;let n=await d(l({input:{name:r,expiresAt:t}}),`Created the invite link ${r}`);n&&(c(n.createSignupToken.url??null),i(``),v())},T=async(e,t,n)=>{(n||await _(`Disable ${t}?`,`Nobody can sign up through it any more.`,`Disable`))&&await d(u({id:e,enabled:n}),n?`Enabled ${t}`:`Disabled ${t}`)&&v()};return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(`h1`,{children:`Invite links`}),(0,M.jsx)(`p`,{className:`muted`,children:`People who sign up through a link join with the Viewer role.`}),(0,M.jsxs)(`form`,{className:`toolbar`,"aria-label":`New invite link`,onSubmit:S,children:[(0,M.jsx)(k,{label:`Link name`,children:(0,M.jsx)(`input`,{required:!0,value:r,onChange:e=>i(e.target.value)})}),(0,M.jsx)(C,{days:a,onChange:o}),(0,M.jsx)(`button`,{type:`submit`,disabled:!r,children:`Create invite link`})]}),s&&(0,M.jsx)(x,{label:`The invite link`,secret:s,onDone:()=>c(null)}),e.fetching&&!e.data&&(0,M.jsx)(m,{what:`invite links`}),e.error&&(0,M.jsx)(g,{error:e.error,refetch:t}),e.data&&e.data.signupTokens.length===0&&(0,M.jsx)(`p`,{className:`muted`,children:`There are no invite links yet.`}),e.data&&e.data.signupTokens.length>0&&(0,M.jsxs)(`table`,{children:[(0,M.jsx)(`thead`,{children:(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`th`,{scope:`col`,children:`Link`}),(0,M.jsx)(`th`,{scope:`col`,children:`State`}),(0,M.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,M.jsx)(`th`,{scope:`col`,children:`Created by`}),(0,M.jsx)(`th`,{scope:`col`,children:`Signed up`}),(0,M.jsx)(`th`,{scope:`col`,children:(0,M.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,M.jsx)(`tbody`,{children:e.data.signupTokens.map(e=>(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`td`,{children:e.name}),(0,M.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,M.jsx)(`td`,{children:b(e.expiresAt)}),(0,M.jsx)(`td`,{children:e.createdBy??(0,M.jsx)(`span`,{className:`muted`,children:`unknown`})}),(0,M.jsx)(`td`,{children:e.users.map(e=>y(e)).join(`, `)||(0,M.jsx)(`span`,{className:`muted`,children:`nobody yet`})}),(0,M.jsx)(`td`,{children:(0,M.jsx)(`button`,{type:`button`,onClick:()=>T(e.id,e.name,!e.enabled),children:e.enabled?`Disable`:`Enable`})})]},e.id))})]})]})}var ge=d(`
  query AdminAccessProjects {
    projects {
      id
      name
    }
  }
`),_e=d(`
  query AdminProjectAccess($projectId: String!) {
    projectAccess(projectId: $projectId) {
      roles {
        id
        name
        description
      }
      users {
        user {
          id
          name
          email
          username
        }
        role {
          id
          name
        }
      }
      groups {
        group {
          id
          name
        }
        role {
          id
          name
        }
      }
    }
    users {
      id
      name
      email
      username
    }
    groups {
      id
      name
    }
  }
`),ve=d(`
  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`),ye=d(`
  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`);function Z({projectId:e}){let[t,n]=p({query:ge}),[,r]=o();return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(`h1`,{children:`Project access`}),t.error&&(0,M.jsx)(g,{error:t.error,refetch:n}),(0,M.jsx)(k,{label:`Project`,children:(0,M.jsxs)(`select`,{value:e??``,onChange:e=>r(`/admin/access/${encodeURIComponent(e.target.value)}`),children:[(0,M.jsx)(`option`,{value:``,children:`Choose a project`}),t.data?.projects.map(e=>(0,M.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),e?(0,M.jsx)(be,{projectId:e}):(0,M.jsx)(`p`,{className:`muted`,children:`Choose a project to see who can work in it.`})]})}function be({projectId:e}){let[t,r]=p({query:_e,variables:{projectId:e},requestPolicy:`cache-and-network`}),[,i]=f(ye),a=A(),{confirm:o}=n(),s=h(r);if(t.fetching&&!t.data)return(0,M.jsx)(m,{what:`the project's access`});if(t.error)return(0,M.jsx)(g,{error:t.error,refetch:r});if(!t.data)return null;let c=t.data.projectAccess,l=[...c.users.map(e=>({key:`u${e.user.id}-${e.role.id}`,who:y(e.user),kind:`User`,role:e.role,userIds:[e.user.id],groupIds:[]})),...c.groups.map(e=>({key:`g${e.group.id}-${e.role.id}`,who:e.group.name,kind:`Group`,role:e.role,userIds:[],groupIds:[e.group.id]}))],u=async t=>{await o(`Remove ${t.who}'s role ${t.role.name}?`,`They lose what the role allows in ${e}.`,`Remove`)&&await a(i({project:e,roleId:t.role.id,userIds:t.userIds,groupIds:t.groupIds}),`Removed ${t.who} from ${e}`)&&s()};return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(xe,{projectId:e,roles:c.roles,users:t.data.users,groups:t.data.groups,onGranted:s}),l.length===0?(0,M.jsx)(`p`,{className:`muted`,children:`No user or group holds a project role here; root roles still apply.`}):(0,M.jsxs)(`table`,{"aria-label":`Access to ${e}`,children:[(0,M.jsx)(`thead`,{children:(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`th`,{scope:`col`,children:`Who`}),(0,M.jsx)(`th`,{scope:`col`,children:`Kind`}),(0,M.jsx)(`th`,{scope:`col`,children:`Project role`}),(0,M.jsx)(`th`,{scope:`col`,children:(0,M.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,M.jsx)(`tbody`,{children:l.map(e=>(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`td`,{children:e.who}),(0,M.jsx)(`td`,{children:e.kind}),(0,M.jsx)(`td`,{children:e.role.name}),(0,M.jsx)(`td`,{children:(0,M.jsx)(`button`,{type:`button`,onClick:()=>u(e),children:`Remove`})})]},e.key))})]})]})}function xe({projectId:e,roles:t,users:n,groups:r,onGranted:i}){let[a,o]=(0,j.useState)(``),[s,c]=(0,j.useState)(``),[,l]=f(ve),u=A(),d=Number(s||t[0]?.id);return(0,M.jsxs)(`form`,{className:`toolbar`,"aria-label":`Grant access`,onSubmit:async t=>{t.preventDefault();let[n,r]=a.split(`:`),s={project:e,roleId:d,userIds:n===`u`?[Number(r)]:[],groupIds:n===`g`?[Number(r)]:[]};await u(l(s),`Access granted in ${e}`)&&(o(``),i())},children:[(0,M.jsx)(k,{label:`User or group`,children:(0,M.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,M.jsx)(`option`,{value:``,children:`Choose`}),(0,M.jsx)(`optgroup`,{label:`Users`,children:n.map(e=>(0,M.jsx)(`option`,{value:`u:${e.id}`,children:y(e)},e.id))}),(0,M.jsx)(`optgroup`,{label:`Groups`,children:r.map(e=>(0,M.jsx)(`option`,{value:`g:${e.id}`,children:e.name},e.id))})]})}),(0,M.jsx)(k,{label:`Project role`,children:(0,M.jsx)(`select`,{value:s||String(t[0]?.id??``),onChange:e=>c(e.target.value),children:t.map(e=>(0,M.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,M.jsx)(`button`,{type:`submit`,disabled:!a||!d,children:`Grant access`})]})}var Q=d(`
  query AdminUsers {
    users {
      id
      name
      email
      username
      seenAt
      createdAt
      rootRole {
        id
        name
      }
    }
    rootRoles {
      id
      name
    }
  }
`),Se=d(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    inviteUser(input: $input) {
      user {
        id
      }
      inviteLink
    }
  }
`),Ce=d(`
  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {
    updateUser(id: $id, input: { rootRole: $role }) {
      id
      rootRole {
        id
        name
      }
    }
  }
`),we=d(`
  mutation AdminEditUser($id: Int!, $name: String, $email: String) {
    updateUser(id: $id, input: { name: $name, email: $email }) {
      id
      name
      email
    }
  }
`),Te=d(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);function Ee(){let[e,t]=p({query:Q,requestPolicy:`cache-and-network`}),[r,i]=(0,j.useState)(``),[a,o]=(0,j.useState)(null),[s,c]=(0,j.useState)(null),[,l]=f(Ce),[,u]=f(Te),d=A(),{confirm:_}=n(),S=h(t),C=e.data?.users.filter(e=>v(e,r))??[],w=e.data?.rootRoles??[],T=async(e,t)=>{await _(`Delete ${t}?`,`Their sessions and tokens stop working at once.`,`Delete`)&&await d(u({id:e}),`Deleted ${t}`)&&S()};return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(`h1`,{children:`Users`}),w.length>0&&(0,M.jsx)(De,{roles:w,onCreated:(e,t)=>{c(t?{email:e,link:t}:null),S()}}),s&&(0,M.jsx)(x,{label:`The invite link of ${s.email} (it sets their first password)`,secret:s.link,onDone:()=>c(null)}),e.data&&(0,M.jsx)(`div`,{className:`toolbar`,children:(0,M.jsx)(k,{label:`Search users`,children:(0,M.jsx)(`input`,{type:`search`,value:r,onChange:e=>i(e.target.value)})})}),e.fetching&&!e.data&&(0,M.jsx)(m,{what:`users`}),e.error&&(0,M.jsx)(g,{error:e.error,refetch:t}),e.data&&C.length===0&&(0,M.jsx)(`p`,{className:`muted`,children:r?`No user matches “${r}”.`:`There are no users yet.`}),C.length>0&&(0,M.jsxs)(`table`,{children:[(0,M.jsx)(`thead`,{children:(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`th`,{scope:`col`,children:`User`}),(0,M.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,M.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,M.jsx)(`th`,{scope:`col`,children:`Created`}),(0,M.jsx)(`th`,{scope:`col`,children:(0,M.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,M.jsx)(`tbody`,{children:C.map(e=>{let t=y(e);return(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`td`,{children:a===e.id?(0,M.jsx)(Oe,{user:e,label:t,onDone:()=>{o(null),S()},onCancel:()=>o(null)}):(0,M.jsxs)(M.Fragment,{children:[t,e.email&&e.email!==t&&(0,M.jsx)(`div`,{className:`muted`,children:e.email})]})}),(0,M.jsx)(`td`,{children:(0,M.jsxs)(`select`,{"aria-label":`Root role of ${t}`,value:e.rootRole?.id??``,onChange:n=>void d(l({id:e.id,role:Number(n.target.value)}),`${t} changed role`),children:[!e.rootRole&&(0,M.jsx)(`option`,{value:``,children:`none`}),w.map(e=>(0,M.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,M.jsx)(`td`,{children:b(e.seenAt)}),(0,M.jsx)(`td`,{children:b(e.createdAt)}),(0,M.jsx)(`td`,{children:(0,M.jsxs)(`div`,{className:`row-actions`,children:[a!==e.id&&(0,M.jsxs)(`button`,{type:`button`,onClick:()=>o(e.id),children:[`Edit`,(0,M.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),(0,M.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>T(e.id,t),children:`Delete`})]})})]},e.id)})})]})]})}function De({roles:e,onCreated:t}){let[n,r]=(0,j.useState)(``),[i,a]=(0,j.useState)(``),[o,s]=(0,j.useState)(``),[c,l]=(0,j.useState)(String(e.find(e=>e.name===`Viewer`)?.id??e[0]?.id??``)),[{fetching:u},d]=f(Se),p=A();return(0,M.jsxs)(`form`,{className:`toolbar`,"aria-label":`New user`,onSubmit:async e=>{e.preventDefault();let l={name:n||null,email:i,password:o||null,rootRole:Number(c)},u=await p(d({input:l}),`Created ${i}`);u&&(r(``),a(``),s(``),t(i,u.inviteUser.inviteLink??null))},children:[(0,M.jsx)(k,{label:`Name`,children:(0,M.jsx)(`input`,{value:n,onChange:e=>r(e.target.value)})}),(0,M.jsx)(k,{label:`Email`,children:(0,M.jsx)(`input`,{type:`email`,required:!0,value:i,onChange:e=>a(e.target.value)})}),(0,M.jsx)(k,{label:`Password`,children:(0,M.jsx)(`input`,{type:`password`,autoComplete:`new-password`,value:o,onChange:e=>s(e.target.value)})}),(0,M.jsx)(k,{label:`Root role`,children:(0,M.jsx)(`select`,{value:c,onChange:e=>l(e.target.value),children:e.map(e=>(0,M.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,M.jsx)(`button`,{type:`submit`,disabled:u||!i,children:`Create user`})]})}function Oe({user:e,label:t,onDone:n,onCancel:r}){let[i,a]=(0,j.useState)(e.name??``),[o,s]=(0,j.useState)(e.email??``),[{fetching:c},l]=f(we),u=A();return(0,M.jsxs)(`form`,{"aria-label":`Edit ${t}`,onSubmit:async r=>{r.preventDefault();let a={id:e.id,name:i.trim()||null,...o.trim()?{email:o.trim()}:{}};await u(l(a),`Saved ${i.trim()||o.trim()||t}`)&&n()},children:[(0,M.jsx)(k,{label:`Name of ${t}`,children:(0,M.jsx)(`input`,{value:i,onChange:e=>a(e.target.value)})}),(0,M.jsx)(k,{label:`Email of ${t}`,children:(0,M.jsx)(`input`,{type:`email`,value:o,onChange:e=>s(e.target.value)})}),(0,M.jsx)(T,{save:`Save user`,busy:c,onCancel:r})]})}var $=[{href:`/admin/users`,label:`Users`},{href:`/admin/groups`,label:`Groups`},{href:`/admin/access`,label:`Project access`},{href:`/admin/invites`,label:`Invite links`},{href:`/admin/tokens`,label:`API tokens`},{href:`/admin/integrations`,label:`Integrations`}];function ke(){let[e]=o();return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(c,{label:`Admin`,sections:$,current:s($,e)}),(0,M.jsxs)(a,{children:[(0,M.jsx)(t,{path:`/admin`,children:(0,M.jsx)(r,{to:`/admin/users`,replace:!0})}),(0,M.jsx)(t,{path:`/admin/users`,children:(0,M.jsx)(Ee,{})}),(0,M.jsx)(t,{path:`/admin/groups`,children:(0,M.jsx)(H,{})}),(0,M.jsx)(t,{path:`/admin/groups/:id`,children:e=>(0,M.jsx)(W,{id:Number(e.id)})}),(0,M.jsx)(t,{path:`/admin/access`,children:(0,M.jsx)(Z,{})}),(0,M.jsx)(t,{path:`/admin/access/:projectId`,children:e=>(0,M.jsx)(Z,{projectId:e.projectId})}),(0,M.jsx)(t,{path:`/admin/invites`,children:(0,M.jsx)(he,{})}),(0,M.jsx)(t,{path:`/admin/tokens`,children:(0,M.jsx)(N,{})}),(0,M.jsx)(t,{path:`/admin/integrations`,children:(0,M.jsx)(oe,{})}),(0,M.jsxs)(t,{children:[(0,M.jsx)(`h1`,{children:`Page not found`}),(0,M.jsxs)(`p`,{children:[`Nothing lives at `,(0,M.jsx)(`code`,{children:e}),`. `,(0,M.jsx)(i,{href:`/admin/users`,children:`Back to the users`})]})]})]})]})}export{ke as default};