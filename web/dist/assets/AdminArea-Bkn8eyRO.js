import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{f as t,g as n,h as r,m as i,p as a,u as o}from"./index-BzmTH_aG.js";import{n as s,t as c}from"./SubNav-s-yJvLr-.js";import{n as l,o as u}from"./preload-helper-tnXV0pyJ.js";import{c as d,i as f,n as p,s as m,t as h}from"./states-fMsXIbQ0.js";import{a as g,c as _,d as v,f as y,i as b,l as x,n as S,o as C,r as w,s as T,t as E,u as D}from"./ui-8gylrCzq.js";var O=e(u(),1),k=l(),A=f(`
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
`),ee=f(`
  mutation AdminCreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),te=f(`
  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {
    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {
      id
      expiresAt
    }
  }
`),ne=f(`
  mutation AdminRevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);function j(){let[e,t]=d({query:A,requestPolicy:`cache-and-network`}),[n,r]=(0,O.useState)(null),[i,a]=(0,O.useState)(null),[,s]=m(ne),c=b(),{confirm:l}=o(),u=()=>t({requestPolicy:`network-only`}),f=async(e,t)=>{await l(`Revoke ${t}?`,`Applications using it are refused at once.`,`Revoke`)&&await c(s({id:e}),`Revoked ${t}`)&&u()};return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`h1`,{children:`API tokens`}),e.data&&(0,k.jsx)(M,{projects:e.data.projects,environments:e.data.environments.map(e=>e.name),onCreated:e=>{r(e),u()}}),n&&(0,k.jsx)(w,{label:`The new token's secret`,secret:n,onDone:()=>r(null)}),e.fetching&&!e.data&&(0,k.jsx)(p,{what:`API tokens`}),e.error&&(0,k.jsx)(h,{error:e.error,retry:u}),e.data&&e.data.apiTokens.length===0&&(0,k.jsx)(`p`,{className:`muted`,children:`There are no API tokens yet.`}),e.data&&e.data.apiTokens.length>0&&(0,k.jsxs)(`table`,{children:[(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`Name`}),(0,k.jsx)(`th`,{scope:`col`,children:`Type`}),(0,k.jsx)(`th`,{scope:`col`,children:`Projects`}),(0,k.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,k.jsx)(`th`,{scope:`col`,children:`Secret`}),(0,k.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,k.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,k.jsx)(`th`,{scope:`col`,children:(0,k.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,k.jsx)(`tbody`,{children:e.data.apiTokens.map(e=>(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`td`,{children:e.tokenName}),(0,k.jsx)(`td`,{children:e.type}),(0,k.jsx)(`td`,{children:e.projects.join(`, `)}),(0,k.jsx)(`td`,{children:e.environment}),(0,k.jsx)(`td`,{children:(0,k.jsx)(`code`,{children:e.secret})}),(0,k.jsx)(`td`,{children:i===e.id?(0,k.jsx)(N,{id:e.id,name:e.tokenName,onDone:()=>{a(null),u()},onCancel:()=>a(null)}):(0,k.jsxs)(k.Fragment,{children:[y(e.expiresAt),T(e.expiresAt)&&(0,k.jsx)(`span`,{className:`badge`,children:`expired`})]})}),(0,k.jsx)(`td`,{children:y(e.seenAt)}),(0,k.jsx)(`td`,{children:(0,k.jsxs)(`div`,{className:`row-actions`,children:[i!==e.id&&(0,k.jsxs)(`button`,{type:`button`,onClick:()=>a(e.id),children:[`Change expiry`,(0,k.jsxs)(`span`,{className:`sr-only`,children:[` of `,e.tokenName]})]}),(0,k.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>f(e.id,e.tokenName),children:`Revoke`})]})})]},e.id))})]})]})}function M({projects:e,environments:t,onCreated:n}){let[r,i]=(0,O.useState)(``),[a,o]=(0,O.useState)(`client`),[s,c]=(0,O.useState)([]),[l,u]=(0,O.useState)(t[0]??`development`),[d,f]=(0,O.useState)(0),[{fetching:p},h]=m(ee),g=b();return(0,k.jsxs)(`form`,{className:`toolbar`,"aria-label":`New API token`,onSubmit:async e=>{e.preventDefault();let t={tokenName:r,type:a,expiresAt:C(d),...D(a,s,l)},o=await g(h({input:t}),`Created the token ${r}`);o&&(i(``),n(o.createApiToken.secret))},children:[(0,k.jsx)(S,{label:`Token name`,children:(0,k.jsx)(`input`,{required:!0,value:r,onChange:e=>i(e.target.value)})}),(0,k.jsx)(S,{label:`Token type`,children:(0,k.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,k.jsx)(`option`,{value:`client`,children:`Client (server SDKs)`}),(0,k.jsx)(`option`,{value:`frontend`,children:`Frontend (browser SDKs)`}),(0,k.jsx)(`option`,{value:`admin`,children:`Admin (the admin API)`})]})}),a!==`admin`&&(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(S,{label:`Projects (none: all)`,children:(0,k.jsx)(`select`,{multiple:!0,value:s,onChange:e=>c([...e.target.selectedOptions].map(e=>e.value)),children:e.map(e=>(0,k.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,k.jsx)(S,{label:`Environment`,children:(0,k.jsx)(`select`,{value:l,onChange:e=>u(e.target.value),children:t.map(e=>(0,k.jsx)(`option`,{value:e,children:e},e))})})]}),(0,k.jsx)(E,{days:d,onChange:f,never:!0}),(0,k.jsx)(`button`,{type:`submit`,disabled:p||!r,children:`Create token`})]})}function N({id:e,name:t,onDone:n,onCancel:r}){let[i,a]=(0,O.useState)(30),[{fetching:o},s]=m(te),c=b();return(0,k.jsxs)(`form`,{"aria-label":`Expiry of ${t}`,onSubmit:async r=>{r.preventDefault();let a=C(i);a&&await c(s({id:e,expiresAt:a}),`Changed the expiry of ${t}`)&&n()},children:[(0,k.jsx)(E,{days:i,onChange:a}),(0,k.jsxs)(`div`,{className:`row-actions`,children:[(0,k.jsx)(`button`,{type:`submit`,disabled:o,children:`Save expiry`}),(0,k.jsx)(`button`,{type:`button`,onClick:r,children:`Cancel`})]})]})}var P=f(`
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
`),F=f(`
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
`),I=f(`
  mutation AdminCreateGroup($input: GroupInput!) {
    createGroup(input: $input) {
      id
    }
  }
`),L=f(`
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
`),R=f(`
  mutation AdminDeleteGroup($id: Int!) {
    deleteGroup(id: $id)
  }
`);function z(e,t){return e.find(e=>e.id===t)?.name??`none`}function B(){let[e,n]=d({query:P,requestPolicy:`cache-and-network`}),r=()=>n({requestPolicy:`network-only`}),i=e.data?.rootRoles??[];return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`h1`,{children:`Groups`}),(0,k.jsx)(V,{roles:i,submitLabel:`Create group`,onSaved:r}),e.fetching&&!e.data&&(0,k.jsx)(p,{what:`groups`}),e.error&&(0,k.jsx)(h,{error:e.error,retry:r}),e.data&&e.data.groups.length===0&&(0,k.jsx)(`p`,{className:`muted`,children:`There are no groups yet.`}),e.data&&e.data.groups.length>0&&(0,k.jsxs)(`table`,{children:[(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`Group`}),(0,k.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,k.jsx)(`th`,{scope:`col`,children:`SSO mappings`}),(0,k.jsx)(`th`,{scope:`col`,children:`Members`}),(0,k.jsx)(`th`,{scope:`col`,children:`Projects`})]})}),(0,k.jsx)(`tbody`,{children:e.data.groups.map(e=>(0,k.jsxs)(`tr`,{children:[(0,k.jsxs)(`td`,{children:[(0,k.jsx)(t,{href:`/admin/groups/${e.id}`,children:e.name}),e.description&&(0,k.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,k.jsx)(`td`,{children:z(i,e.rootRole)}),(0,k.jsx)(`td`,{children:e.mappingsSSO.join(`, `)||(0,k.jsx)(`span`,{className:`muted`,children:`none`})}),(0,k.jsx)(`td`,{children:e.userCount}),(0,k.jsx)(`td`,{children:e.projects.join(`, `)||(0,k.jsx)(`span`,{className:`muted`,children:`none`})})]},e.id))})]})]})}function V({roles:e,initial:t,submitLabel:n,onSaved:r,save:i}){let[a,o]=(0,O.useState)(t?.name??``),[s,c]=(0,O.useState)(t?.description??``),[l,u]=(0,O.useState)(t?.mappingsSSO.join(`, `)??``),[d,f]=(0,O.useState)(t?.rootRole?String(t.rootRole):``),[,p]=m(I),h=b();return(0,k.jsxs)(`form`,{className:`toolbar`,"aria-label":t?`Group settings`:`New group`,onSubmit:async e=>{e.preventDefault();let n={name:a,description:s||null,mappingsSSO:x(l),rootRole:d?Number(d):null};(i?await i(n):await h(p({input:n}),`Created group ${a}`))&&(t||(o(``),c(``),u(``),f(``)),r())},children:[(0,k.jsx)(S,{label:`Group name`,children:(0,k.jsx)(`input`,{required:!0,value:a,onChange:e=>o(e.target.value)})}),(0,k.jsx)(S,{label:`Description`,children:(0,k.jsx)(`input`,{value:s,onChange:e=>c(e.target.value)})}),(0,k.jsx)(S,{label:`SSO groups (comma-separated)`,children:(0,k.jsx)(`input`,{value:l,onChange:e=>u(e.target.value)})}),(0,k.jsx)(S,{label:`Group root role`,children:(0,k.jsxs)(`select`,{value:d,onChange:e=>f(e.target.value),children:[(0,k.jsx)(`option`,{value:``,children:`none`}),e.map(e=>(0,k.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,k.jsx)(`button`,{type:`submit`,disabled:!a,children:n})]})}function H({id:e}){let[r,i]=d({query:F,variables:{id:e},requestPolicy:`cache-and-network`}),[,a]=m(L),[,s]=m(R),[c,l]=(0,O.useState)(``),[,u]=n(),f=b(),{confirm:g}=o(),_=()=>i({requestPolicy:`network-only`});if(r.fetching&&!r.data)return(0,k.jsx)(p,{what:`the group`});if(r.error)return(0,k.jsx)(h,{error:r.error,retry:_});if(!r.data)return null;let x=r.data.group,C=x.users.map(e=>e.user.id),w=()=>({name:x.name,description:x.description,mappingsSSO:x.mappingsSSO,rootRole:x.rootRole}),T=(e,t)=>({...e,users:t.map(e=>({user:{id:e}}))}),E=async(t,n)=>{await f(a({id:e,input:T(w(),t)}),n)&&_()},D=r.data.users.filter(e=>!C.includes(e.id));return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsxs)(`nav`,{"aria-label":`Breadcrumb`,className:`crumbs`,children:[(0,k.jsx)(t,{href:`/admin/groups`,children:`Groups`}),` / `,x.name]}),(0,k.jsxs)(`h1`,{children:[`Group `,x.name]}),(0,k.jsx)(V,{roles:r.data.rootRoles,initial:x,submitLabel:`Save group`,onSaved:_,save:async t=>!!await f(a({id:e,input:T(t,C)}),`Saved ${t.name}`)},`${x.name}|${x.rootRole}`),(0,k.jsxs)(`p`,{children:[`Projects where used: `,x.projects.join(`, `)||(0,k.jsx)(`span`,{className:`muted`,children:`none`})]}),(0,k.jsx)(`h2`,{children:`Members`}),(0,k.jsxs)(`form`,{className:`toolbar`,"aria-label":`Add a member`,onSubmit:e=>{e.preventDefault(),c&&E([...C,Number(c)],`Member added`).then(()=>l(``))},children:[(0,k.jsx)(S,{label:`New member`,children:(0,k.jsxs)(`select`,{value:c,onChange:e=>l(e.target.value),children:[(0,k.jsx)(`option`,{value:``,children:`Choose a user`}),D.map(e=>(0,k.jsx)(`option`,{value:e.id,children:v(e)},e.id))]})}),(0,k.jsx)(`button`,{type:`submit`,disabled:!c,children:`Add member`})]}),x.users.length===0?(0,k.jsx)(`p`,{className:`muted`,children:`The group has no members yet.`}):(0,k.jsxs)(`table`,{children:[(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`Member`}),(0,k.jsx)(`th`,{scope:`col`,children:`Joined`}),(0,k.jsx)(`th`,{scope:`col`,children:(0,k.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,k.jsx)(`tbody`,{children:x.users.map(e=>(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`td`,{children:v(e.user)}),(0,k.jsx)(`td`,{children:y(e.joinedAt)}),(0,k.jsx)(`td`,{children:(0,k.jsx)(`button`,{type:`button`,onClick:()=>void E(C.filter(t=>t!==e.user.id),`Removed ${v(e.user)}`),children:`Remove`})})]},e.user.id))})]}),(0,k.jsx)(`p`,{children:(0,k.jsx)(`button`,{type:`button`,className:`danger`,onClick:async()=>{await g(`Delete the group ${x.name}?`,`Its members keep their own roles.`,`Delete`)&&await f(s({id:e}),`Deleted group ${x.name}`)&&u(`/admin/groups`)},children:`Delete group`})})]})}var U=f(`
  query AdminFrontendOrigins {
    uiConfig {
      frontendApiOrigins
    }
  }
`),W=f(`
  mutation AdminSetFrontendOrigins($origins: [String!]!) {
    setFrontendApiOrigins(frontendApiOrigins: $origins) {
      frontendApiOrigins
    }
  }
`),G=f(`
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
`),K=f(`
  mutation AdminCreateAddon($input: AddonInput!) {
    createAddon(input: $input) {
      id
    }
  }
`),q=f(`
  mutation AdminUpdateAddon($id: Int!, $input: AddonInput!) {
    updateAddon(id: $id, input: $input) {
      id
      enabled
    }
  }
`),J=f(`
  mutation AdminDeleteAddon($id: Int!) {
    deleteAddon(id: $id)
  }
`),Y=f(`
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
`);function X(){return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`h1`,{children:`Integrations`}),(0,k.jsx)(re,{}),(0,k.jsx)(ie,{})]})}function re(){let[e,t]=d({query:U,requestPolicy:`cache-and-network`}),[n,r]=(0,O.useState)(null),[,i]=m(W),a=b(),o=e.data?.uiConfig.frontendApiOrigins.join(`, `)??``,s=n??o;return(0,k.jsxs)(`section`,{"aria-label":`Frontend API origins`,children:[(0,k.jsx)(`h2`,{children:`Frontend API origins`}),(0,k.jsx)(`p`,{className:`muted`,children:`Pages of these origins may call the frontend API: scheme://host[:port], or * for any. CORS_ORIGINS stays allowed whatever is saved here.`}),e.error&&(0,k.jsx)(h,{error:e.error,retry:()=>t({requestPolicy:`network-only`})}),(0,k.jsxs)(`form`,{className:`toolbar`,"aria-label":`Frontend API origins`,onSubmit:async e=>{e.preventDefault(),await a(i({origins:x(s)}),`Saved the frontend API origins`)&&(r(null),t({requestPolicy:`network-only`}))},children:[(0,k.jsx)(S,{label:`Allowed origins (comma-separated)`,children:(0,k.jsx)(`input`,{value:s,onChange:e=>r(e.target.value),disabled:!e.data})}),(0,k.jsx)(`button`,{type:`submit`,disabled:n===null||n===o,children:`Save origins`})]})]})}function ie(){let[e,t]=d({query:G,requestPolicy:`cache-and-network`}),[,n]=m(q),[,r]=m(J),i=b(),{confirm:a}=o(),s=()=>t({requestPolicy:`network-only`}),c=e.data?.addons??[],l=async e=>{let t={provider:`webhook`,description:e.description,enabled:!e.enabled,parameters:{url:e.parameters.url},events:e.events,projects:e.projects,environments:e.environments},r=e.description||e.parameters.url;await i(n({id:e.id,input:t}),e.enabled?`Disabled ${r}`:`Enabled ${r}`)&&s()},u=async(e,t)=>{await a(`Delete ${t}?`,`Its delivery log goes with it.`,`Delete`)&&await i(r({id:e}),`Deleted ${t}`)&&s()};return(0,k.jsxs)(`section`,{"aria-label":`Webhooks`,children:[(0,k.jsx)(`h2`,{children:`Webhooks`}),(0,k.jsx)(ae,{onCreated:s}),e.fetching&&!e.data&&(0,k.jsx)(p,{what:`webhooks`}),e.error&&(0,k.jsx)(h,{error:e.error,retry:s}),e.data&&c.length===0&&(0,k.jsx)(`p`,{className:`muted`,children:`There are no webhooks yet.`}),c.length>0&&(0,k.jsxs)(`table`,{"aria-label":`Webhooks`,children:[(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`Webhook`}),(0,k.jsx)(`th`,{scope:`col`,children:`Events`}),(0,k.jsx)(`th`,{scope:`col`,children:`Projects and environments`}),(0,k.jsx)(`th`,{scope:`col`,children:`State`}),(0,k.jsx)(`th`,{scope:`col`,children:(0,k.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,k.jsx)(`tbody`,{children:c.map(e=>{let t=e.description||e.parameters.url;return(0,k.jsxs)(`tr`,{children:[(0,k.jsxs)(`td`,{children:[(0,k.jsx)(`strong`,{children:t}),(0,k.jsxs)(`div`,{className:`muted`,children:[e.parameters.url,e.parameters.secret&&` (signed)`]}),(0,k.jsx)(oe,{id:e.id,label:t})]}),(0,k.jsx)(`td`,{children:e.events.join(`, `)}),(0,k.jsxs)(`td`,{children:[e.projects.join(`, `)||`every project`,`;`,` `,e.environments.join(`, `)||`every environment`]}),(0,k.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,k.jsxs)(`td`,{children:[(0,k.jsxs)(`button`,{type:`button`,onClick:()=>l(e),children:[e.enabled?`Disable`:`Enable`,(0,k.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),(0,k.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>u(e.id,t),children:[`Delete`,(0,k.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]})]})]},e.id)})})]})]})}function ae({onCreated:e}){let[t,n]=(0,O.useState)(``),[r,i]=(0,O.useState)(``),[a,o]=(0,O.useState)(``),[s,c]=(0,O.useState)(``),[l,u]=(0,O.useState)(``),[d,f]=(0,O.useState)(``),[,p]=m(K),h=b();return(0,k.jsxs)(`form`,{className:`create`,"aria-label":`New webhook`,onSubmit:async m=>{m.preventDefault();let g={provider:`webhook`,description:t||null,enabled:!0,parameters:{url:r,secret:a||null},events:x(s),projects:x(l),environments:x(d)};await h(p({input:g}),`Created the webhook ${t||r}`)&&(n(``),i(``),o(``),c(``),u(``),f(``),e())},children:[(0,k.jsx)(S,{label:`Webhook description`,children:(0,k.jsx)(`input`,{value:t,onChange:e=>n(e.target.value)})}),(0,k.jsx)(S,{label:`Webhook URL`,children:(0,k.jsx)(`input`,{required:!0,type:`url`,value:r,onChange:e=>i(e.target.value)})}),(0,k.jsx)(S,{label:`Signing secret (optional)`,children:(0,k.jsx)(`input`,{type:`password`,value:a,onChange:e=>o(e.target.value)})}),(0,k.jsx)(S,{label:`Event types (comma-separated)`,children:(0,k.jsx)(`input`,{required:!0,value:s,onChange:e=>c(e.target.value)})}),(0,k.jsx)(S,{label:`Projects (comma-separated, empty for all)`,children:(0,k.jsx)(`input`,{value:l,onChange:e=>u(e.target.value)})}),(0,k.jsx)(S,{label:`Environments (comma-separated, empty for all)`,children:(0,k.jsx)(`input`,{value:d,onChange:e=>f(e.target.value)})}),(0,k.jsx)(`button`,{type:`submit`,disabled:!r||x(s).length===0,children:`Create webhook`})]})}function oe({id:e,label:t}){let[n,r]=g();return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsxs)(`button`,{type:`button`,onClick:r,"aria-expanded":n,children:[`Delivery log`,(0,k.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),n&&(0,k.jsx)(se,{id:e,label:t})]})}function se({id:e,label:t}){let[n,r]=d({query:Y,variables:{id:e},requestPolicy:`network-only`});if(n.fetching&&!n.data)return(0,k.jsx)(p,{what:`the delivery log`});if(n.error)return(0,k.jsx)(h,{error:n.error,retry:()=>r({requestPolicy:`network-only`})});let i=n.data?.addonDeliveries??[];return i.length===0?(0,k.jsx)(`p`,{className:`muted`,children:`Nothing delivered yet.`}):(0,k.jsx)(`ul`,{"aria-label":`Deliveries of ${t}`,children:i.map(e=>(0,k.jsxs)(`li`,{children:[e.eventType,` #`,e.eventId,`: `,e.state,e.statusCode!=null&&` (${e.statusCode})`,e.error&&` — ${e.error}`,`, `,e.attempts,` `,e.attempts===1?`attempt`:`attempts`,`,`,` `,y(e.createdAt)]},e.id))})}var ce=f(`
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
`),le=f(`
  mutation AdminCreateInvite($input: SignupTokenInput!) {
    createSignupToken(input: $input) {
      id
      url
    }
  }
`),ue=f(`
  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {
    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {
      id
      enabled
    }
  }
`);function de(){let[e,t]=d({query:ce,requestPolicy:`cache-and-network`}),[n,r]=(0,O.useState)(``),[i,a]=(0,O.useState)(7),[s,c]=(0,O.useState)(null),[,l]=m(le),[,u]=m(ue),f=b(),{confirm:g}=o(),_=()=>t({requestPolicy:`network-only`}),x=async e=>{e.preventDefault();let t=C(i);if(!t)return;let a=await f(l({input:{name:n,expiresAt:t}}),`Created the invite link ${n}`);a&&(c(a.createSignupToken.url??null),r(``),_())},T=async(e,t,n)=>{(n||await g(`Disable ${t}?`,`Nobody can sign up through it any more.`,`Disable`))&&await f(u({id:e,enabled:n}),n?`Enabled ${t}`:`Disabled ${t}`)&&_()};return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`h1`,{children:`Invite links`}),(0,k.jsx)(`p`,{className:`muted`,children:`People who sign up through a link join with the Viewer role.`}),(0,k.jsxs)(`form`,{className:`toolbar`,"aria-label":`New invite link`,onSubmit:x,children:[(0,k.jsx)(S,{label:`Link name`,children:(0,k.jsx)(`input`,{required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,k.jsx)(E,{days:i,onChange:a}),(0,k.jsx)(`button`,{type:`submit`,disabled:!n,children:`Create invite link`})]}),s&&(0,k.jsx)(w,{label:`The invite link`,secret:s,onDone:()=>c(null)}),e.fetching&&!e.data&&(0,k.jsx)(p,{what:`invite links`}),e.error&&(0,k.jsx)(h,{error:e.error,retry:_}),e.data&&e.data.signupTokens.length===0&&(0,k.jsx)(`p`,{className:`muted`,children:`There are no invite links yet.`}),e.data&&e.data.signupTokens.length>0&&(0,k.jsxs)(`table`,{children:[(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`Link`}),(0,k.jsx)(`th`,{scope:`col`,children:`State`}),(0,k.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,k.jsx)(`th`,{scope:`col`,children:`Created by`}),(0,k.jsx)(`th`,{scope:`col`,children:`Signed up`}),(0,k.jsx)(`th`,{scope:`col`,children:(0,k.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,k.jsx)(`tbody`,{children:e.data.signupTokens.map(e=>(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`td`,{children:e.name}),(0,k.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,k.jsx)(`td`,{children:y(e.expiresAt)}),(0,k.jsx)(`td`,{children:e.createdBy??(0,k.jsx)(`span`,{className:`muted`,children:`unknown`})}),(0,k.jsx)(`td`,{children:e.users.map(e=>v(e)).join(`, `)||(0,k.jsx)(`span`,{className:`muted`,children:`nobody yet`})}),(0,k.jsx)(`td`,{children:(0,k.jsx)(`button`,{type:`button`,onClick:()=>T(e.id,e.name,!e.enabled),children:e.enabled?`Disable`:`Enable`})})]},e.id))})]})]})}var fe=f(`
  query AdminAccessProjects {
    projects {
      id
      name
    }
  }
`),pe=f(`
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
`),me=f(`
  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`),he=f(`
  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`);function Z({projectId:e}){let[t,r]=d({query:fe}),[,i]=n();return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`h1`,{children:`Project access`}),t.error&&(0,k.jsx)(h,{error:t.error,retry:()=>r({requestPolicy:`network-only`})}),(0,k.jsx)(S,{label:`Project`,children:(0,k.jsxs)(`select`,{value:e??``,onChange:e=>i(`/admin/access/${encodeURIComponent(e.target.value)}`),children:[(0,k.jsx)(`option`,{value:``,children:`Choose a project`}),t.data?.projects.map(e=>(0,k.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),e?(0,k.jsx)(ge,{projectId:e}):(0,k.jsx)(`p`,{className:`muted`,children:`Choose a project to see who can work in it.`})]})}function ge({projectId:e}){let[t,n]=d({query:pe,variables:{projectId:e},requestPolicy:`cache-and-network`}),[,r]=m(he),i=b(),{confirm:a}=o(),s=()=>n({requestPolicy:`network-only`});if(t.fetching&&!t.data)return(0,k.jsx)(p,{what:`the project's access`});if(t.error)return(0,k.jsx)(h,{error:t.error,retry:s});if(!t.data)return null;let c=t.data.projectAccess,l=[...c.users.map(e=>({key:`u${e.user.id}-${e.role.id}`,who:v(e.user),kind:`User`,role:e.role,userIds:[e.user.id],groupIds:[]})),...c.groups.map(e=>({key:`g${e.group.id}-${e.role.id}`,who:e.group.name,kind:`Group`,role:e.role,userIds:[],groupIds:[e.group.id]}))],u=async t=>{await a(`Remove ${t.who}'s role ${t.role.name}?`,`They lose what the role allows in ${e}.`,`Remove`)&&await i(r({project:e,roleId:t.role.id,userIds:t.userIds,groupIds:t.groupIds}),`Removed ${t.who} from ${e}`)&&s()};return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(_e,{projectId:e,roles:c.roles,users:t.data.users,groups:t.data.groups,onGranted:s}),l.length===0?(0,k.jsx)(`p`,{className:`muted`,children:`No user or group holds a project role here; root roles still apply.`}):(0,k.jsxs)(`table`,{"aria-label":`Access to ${e}`,children:[(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`Who`}),(0,k.jsx)(`th`,{scope:`col`,children:`Kind`}),(0,k.jsx)(`th`,{scope:`col`,children:`Project role`}),(0,k.jsx)(`th`,{scope:`col`,children:(0,k.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,k.jsx)(`tbody`,{children:l.map(e=>(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`td`,{children:e.who}),(0,k.jsx)(`td`,{children:e.kind}),(0,k.jsx)(`td`,{children:e.role.name}),(0,k.jsx)(`td`,{children:(0,k.jsx)(`button`,{type:`button`,onClick:()=>u(e),children:`Remove`})})]},e.key))})]})]})}function _e({projectId:e,roles:t,users:n,groups:r,onGranted:i}){let[a,o]=(0,O.useState)(``),[s,c]=(0,O.useState)(``),[,l]=m(me),u=b(),d=Number(s||t[0]?.id);return(0,k.jsxs)(`form`,{className:`toolbar`,"aria-label":`Grant access`,onSubmit:async t=>{t.preventDefault();let[n,r]=a.split(`:`),s={project:e,roleId:d,userIds:n===`u`?[Number(r)]:[],groupIds:n===`g`?[Number(r)]:[]};await u(l(s),`Access granted in ${e}`)&&(o(``),i())},children:[(0,k.jsx)(S,{label:`User or group`,children:(0,k.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,k.jsx)(`option`,{value:``,children:`Choose`}),(0,k.jsx)(`optgroup`,{label:`Users`,children:n.map(e=>(0,k.jsx)(`option`,{value:`u:${e.id}`,children:v(e)},e.id))}),(0,k.jsx)(`optgroup`,{label:`Groups`,children:r.map(e=>(0,k.jsx)(`option`,{value:`g:${e.id}`,children:e.name},e.id))})]})}),(0,k.jsx)(S,{label:`Project role`,children:(0,k.jsx)(`select`,{value:s||String(t[0]?.id??``),onChange:e=>c(e.target.value),children:t.map(e=>(0,k.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,k.jsx)(`button`,{type:`submit`,disabled:!a||!d,children:`Grant access`})]})}var ve=f(`
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
`),ye=f(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`),be=f(`
  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {
    updateUser(id: $id, input: { rootRole: $role }) {
      id
      rootRole {
        id
        name
      }
    }
  }
`),xe=f(`
  mutation AdminEditUser($id: Int!, $name: String, $email: String) {
    updateUser(id: $id, input: { name: $name, email: $email }) {
      id
      name
      email
    }
  }
`),Q=f(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);function Se(){let[e,t]=d({query:ve,requestPolicy:`cache-and-network`}),[n,r]=(0,O.useState)(``),[i,a]=(0,O.useState)(null),[,s]=m(be),[,c]=m(Q),l=b(),{confirm:u}=o(),f=()=>t({requestPolicy:`network-only`}),g=e.data?.users.filter(e=>_(e,n))??[],x=e.data?.rootRoles??[],C=async(e,t)=>{await u(`Delete ${t}?`,`Their sessions and tokens stop working at once.`,`Delete`)&&await l(c({id:e}),`Deleted ${t}`)&&f()};return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`h1`,{children:`Users`}),x.length>0&&(0,k.jsx)(Ce,{roles:x,onCreated:f}),e.data&&(0,k.jsx)(`div`,{className:`toolbar`,children:(0,k.jsx)(S,{label:`Search users`,children:(0,k.jsx)(`input`,{type:`search`,value:n,onChange:e=>r(e.target.value)})})}),e.fetching&&!e.data&&(0,k.jsx)(p,{what:`users`}),e.error&&(0,k.jsx)(h,{error:e.error,retry:f}),e.data&&g.length===0&&(0,k.jsx)(`p`,{className:`muted`,children:n?`No user matches “${n}”.`:`There are no users yet.`}),g.length>0&&(0,k.jsxs)(`table`,{children:[(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`User`}),(0,k.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,k.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,k.jsx)(`th`,{scope:`col`,children:`Created`}),(0,k.jsx)(`th`,{scope:`col`,children:(0,k.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,k.jsx)(`tbody`,{children:g.map(e=>{let t=v(e);return(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`td`,{children:i===e.id?(0,k.jsx)(we,{user:e,label:t,onDone:()=>{a(null),f()},onCancel:()=>a(null)}):(0,k.jsxs)(k.Fragment,{children:[t,e.email&&e.email!==t&&(0,k.jsx)(`div`,{className:`muted`,children:e.email})]})}),(0,k.jsx)(`td`,{children:(0,k.jsxs)(`select`,{"aria-label":`Root role of ${t}`,value:e.rootRole?.id??``,onChange:n=>void l(s({id:e.id,role:Number(n.target.value)}),`${t} changed role`),children:[!e.rootRole&&(0,k.jsx)(`option`,{value:``,children:`none`}),x.map(e=>(0,k.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,k.jsx)(`td`,{children:y(e.seenAt)}),(0,k.jsx)(`td`,{children:y(e.createdAt)}),(0,k.jsx)(`td`,{children:(0,k.jsxs)(`div`,{className:`row-actions`,children:[i!==e.id&&(0,k.jsxs)(`button`,{type:`button`,onClick:()=>a(e.id),children:[`Edit`,(0,k.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),(0,k.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>C(e.id,t),children:`Delete`})]})})]},e.id)})})]})]})}function Ce({roles:e,onCreated:t}){let[n,r]=(0,O.useState)(``),[i,a]=(0,O.useState)(``),[o,s]=(0,O.useState)(``),[c,l]=(0,O.useState)(String(e.find(e=>e.name===`Viewer`)?.id??e[0]?.id??``)),[{fetching:u},d]=m(ye),f=b();return(0,k.jsxs)(`form`,{className:`toolbar`,"aria-label":`New user`,onSubmit:async e=>{e.preventDefault();let l={name:n||null,email:i,password:o||null,rootRole:Number(c)};await f(d({input:l}),`Created ${i}`)&&(r(``),a(``),s(``),t())},children:[(0,k.jsx)(S,{label:`Name`,children:(0,k.jsx)(`input`,{value:n,onChange:e=>r(e.target.value)})}),(0,k.jsx)(S,{label:`Email`,children:(0,k.jsx)(`input`,{type:`email`,required:!0,value:i,onChange:e=>a(e.target.value)})}),(0,k.jsx)(S,{label:`Password`,children:(0,k.jsx)(`input`,{type:`password`,autoComplete:`new-password`,value:o,onChange:e=>s(e.target.value)})}),(0,k.jsx)(S,{label:`Root role`,children:(0,k.jsx)(`select`,{value:c,onChange:e=>l(e.target.value),children:e.map(e=>(0,k.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,k.jsx)(`button`,{type:`submit`,disabled:u||!i,children:`Create user`})]})}function we({user:e,label:t,onDone:n,onCancel:r}){let[i,a]=(0,O.useState)(e.name??``),[o,s]=(0,O.useState)(e.email??``),[{fetching:c},l]=m(xe),u=b();return(0,k.jsxs)(`form`,{"aria-label":`Edit ${t}`,onSubmit:async r=>{r.preventDefault();let a={id:e.id,name:i.trim()||null,...o.trim()?{email:o.trim()}:{}};await u(l(a),`Saved ${i.trim()||o.trim()||t}`)&&n()},children:[(0,k.jsx)(S,{label:`Name of ${t}`,children:(0,k.jsx)(`input`,{value:i,onChange:e=>a(e.target.value)})}),(0,k.jsx)(S,{label:`Email of ${t}`,children:(0,k.jsx)(`input`,{type:`email`,value:o,onChange:e=>s(e.target.value)})}),(0,k.jsxs)(`div`,{className:`row-actions`,children:[(0,k.jsx)(`button`,{type:`submit`,disabled:c,children:`Save user`}),(0,k.jsx)(`button`,{type:`button`,onClick:r,children:`Cancel`})]})]})}var $=[{href:`/admin/users`,label:`Users`},{href:`/admin/groups`,label:`Groups`},{href:`/admin/access`,label:`Project access`},{href:`/admin/invites`,label:`Invite links`},{href:`/admin/tokens`,label:`API tokens`},{href:`/admin/integrations`,label:`Integrations`}];function Te(){let[e]=n();return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(c,{label:`Admin`,sections:$,current:s($,e)}),(0,k.jsxs)(r,{children:[(0,k.jsx)(i,{path:`/admin`,children:(0,k.jsx)(a,{to:`/admin/users`,replace:!0})}),(0,k.jsx)(i,{path:`/admin/users`,children:(0,k.jsx)(Se,{})}),(0,k.jsx)(i,{path:`/admin/groups`,children:(0,k.jsx)(B,{})}),(0,k.jsx)(i,{path:`/admin/groups/:id`,children:e=>(0,k.jsx)(H,{id:Number(e.id)})}),(0,k.jsx)(i,{path:`/admin/access`,children:(0,k.jsx)(Z,{})}),(0,k.jsx)(i,{path:`/admin/access/:projectId`,children:e=>(0,k.jsx)(Z,{projectId:e.projectId})}),(0,k.jsx)(i,{path:`/admin/invites`,children:(0,k.jsx)(de,{})}),(0,k.jsx)(i,{path:`/admin/tokens`,children:(0,k.jsx)(j,{})}),(0,k.jsx)(i,{path:`/admin/integrations`,children:(0,k.jsx)(X,{})}),(0,k.jsxs)(i,{children:[(0,k.jsx)(`h1`,{children:`Page not found`}),(0,k.jsxs)(`p`,{children:[`Nothing lives at `,(0,k.jsx)(`code`,{children:e}),`. `,(0,k.jsx)(t,{href:`/admin/users`,children:`Back to the users`})]})]})]})]})}export{Te as default};