import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{f as t,g as n,h as r,m as i,p as a,u as o}from"./index-DsInCy86.js";import{n as s,t as c}from"./SubNav-6QmWAu49.js";import{n as l,o as u}from"./preload-helper-tnXV0pyJ.js";import{a as d,c as f,l as p,n as m,r as h,t as g}from"./states-DAIsEzxz.js";import{a as _,c as v,d as y,f as b,i as x,l as S,n as C,o as w,p as T,r as E,s as D,t as O,u as k}from"./ui-RGWozrun.js";var A=e(u(),1),j=l(),M=d(`
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
`),ee=d(`
  mutation AdminCreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),te=d(`
  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {
    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {
      id
      expiresAt
    }
  }
`),ne=d(`
  mutation AdminRevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);function re(){let[e,t]=p({query:M,requestPolicy:`cache-and-network`}),[n,r]=(0,A.useState)(null),[i,a]=(0,A.useState)(null),[,s]=f(ne),c=_(),{confirm:l}=o(),u=h(t),d=async(e,t)=>{await l(`Revoke ${t}?`,`Applications using it are refused at once.`,`Revoke`)&&await c(s({id:e}),`Revoked ${t}`)&&u()};return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(`h1`,{children:`API tokens`}),e.data&&(0,j.jsx)(N,{projects:e.data.projects,environments:e.data.environments.map(e=>e.name),onCreated:e=>{r(e),u()}}),n&&(0,j.jsx)(x,{label:`The new token's secret`,secret:n,onDone:()=>r(null)}),e.fetching&&!e.data&&(0,j.jsx)(m,{what:`API tokens`}),e.error&&(0,j.jsx)(g,{error:e.error,refetch:t}),e.data&&e.data.apiTokens.length===0&&(0,j.jsx)(`p`,{className:`muted`,children:`There are no API tokens yet.`}),e.data&&e.data.apiTokens.length>0&&(0,j.jsxs)(`table`,{children:[(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Name`}),(0,j.jsx)(`th`,{scope:`col`,children:`Type`}),(0,j.jsx)(`th`,{scope:`col`,children:`Projects`}),(0,j.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,j.jsx)(`th`,{scope:`col`,children:`Secret`}),(0,j.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,j.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,j.jsx)(`th`,{scope:`col`,children:(0,j.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,j.jsx)(`tbody`,{children:e.data.apiTokens.map(e=>(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`td`,{children:e.tokenName}),(0,j.jsx)(`td`,{children:e.type}),(0,j.jsx)(`td`,{children:e.projects.join(`, `)}),(0,j.jsx)(`td`,{children:e.environment}),(0,j.jsx)(`td`,{children:(0,j.jsx)(`code`,{children:e.secret})}),(0,j.jsx)(`td`,{children:i===e.id?(0,j.jsx)(P,{id:e.id,name:e.tokenName,onDone:()=>{a(null),u()},onCancel:()=>a(null)}):(0,j.jsxs)(j.Fragment,{children:[T(e.expiresAt),v(e.expiresAt)&&(0,j.jsx)(`span`,{className:`badge`,children:`expired`})]})}),(0,j.jsx)(`td`,{children:T(e.seenAt)}),(0,j.jsx)(`td`,{children:(0,j.jsxs)(`div`,{className:`row-actions`,children:[i!==e.id&&(0,j.jsxs)(`button`,{type:`button`,onClick:()=>a(e.id),children:[`Change expiry`,(0,j.jsxs)(`span`,{className:`sr-only`,children:[` of `,e.tokenName]})]}),(0,j.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>d(e.id,e.tokenName),children:`Revoke`})]})})]},e.id))})]})]})}function N({projects:e,environments:t,onCreated:n}){let[r,i]=(0,A.useState)(``),[a,o]=(0,A.useState)(`client`),[s,c]=(0,A.useState)([]),[l,u]=(0,A.useState)(t[0]??`development`),[d,p]=(0,A.useState)(0),[{fetching:m},h]=f(ee),g=_();return(0,j.jsxs)(`form`,{className:`toolbar`,"aria-label":`New API token`,onSubmit:async e=>{e.preventDefault();let t={tokenName:r,type:a,expiresAt:D(d),...y(a,s,l)},o=await g(h({input:t}),`Created the token ${r}`);o&&(i(``),n(o.createApiToken.secret))},children:[(0,j.jsx)(C,{label:`Token name`,children:(0,j.jsx)(`input`,{required:!0,value:r,onChange:e=>i(e.target.value)})}),(0,j.jsx)(C,{label:`Token type`,children:(0,j.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,j.jsx)(`option`,{value:`client`,children:`Client (server SDKs)`}),(0,j.jsx)(`option`,{value:`frontend`,children:`Frontend (browser SDKs)`}),(0,j.jsx)(`option`,{value:`admin`,children:`Admin (the admin API)`})]})}),a!==`admin`&&(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(C,{label:`Projects (none: all)`,children:(0,j.jsx)(`select`,{multiple:!0,value:s,onChange:e=>c([...e.target.selectedOptions].map(e=>e.value)),children:e.map(e=>(0,j.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,j.jsx)(C,{label:`Environment`,children:(0,j.jsx)(`select`,{value:l,onChange:e=>u(e.target.value),children:t.map(e=>(0,j.jsx)(`option`,{value:e,children:e},e))})})]}),(0,j.jsx)(O,{days:d,onChange:p,never:!0}),(0,j.jsx)(`button`,{type:`submit`,disabled:m||!r,children:`Create token`})]})}function P({id:e,name:t,onDone:n,onCancel:r}){let[i,a]=(0,A.useState)(30),[{fetching:o},s]=f(te),c=_();return(0,j.jsxs)(`form`,{"aria-label":`Expiry of ${t}`,onSubmit:async r=>{r.preventDefault();let a=D(i);a&&await c(s({id:e,expiresAt:a}),`Changed the expiry of ${t}`)&&n()},children:[(0,j.jsx)(O,{days:i,onChange:a}),(0,j.jsx)(E,{save:`Save expiry`,busy:o,onCancel:r})]})}var F=d(`
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
`),I=d(`
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
`),L=d(`
  mutation AdminCreateGroup($input: GroupInput!) {
    createGroup(input: $input) {
      id
    }
  }
`),R=d(`
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
`),z=d(`
  mutation AdminDeleteGroup($id: Int!) {
    deleteGroup(id: $id)
  }
`);function B(e,t){return e.find(e=>e.id===t)?.name??`none`}function V(){let[e,n]=p({query:F,requestPolicy:`cache-and-network`}),r=h(n),i=e.data?.rootRoles??[];return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(`h1`,{children:`Groups`}),(0,j.jsx)(H,{roles:i,submitLabel:`Create group`,onSaved:r}),e.fetching&&!e.data&&(0,j.jsx)(m,{what:`groups`}),e.error&&(0,j.jsx)(g,{error:e.error,refetch:n}),e.data&&e.data.groups.length===0&&(0,j.jsx)(`p`,{className:`muted`,children:`There are no groups yet.`}),e.data&&e.data.groups.length>0&&(0,j.jsxs)(`table`,{children:[(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Group`}),(0,j.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,j.jsx)(`th`,{scope:`col`,children:`SSO mappings`}),(0,j.jsx)(`th`,{scope:`col`,children:`Members`}),(0,j.jsx)(`th`,{scope:`col`,children:`Projects`})]})}),(0,j.jsx)(`tbody`,{children:e.data.groups.map(e=>(0,j.jsxs)(`tr`,{children:[(0,j.jsxs)(`td`,{children:[(0,j.jsx)(t,{href:`/admin/groups/${e.id}`,children:e.name}),e.description&&(0,j.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,j.jsx)(`td`,{children:B(i,e.rootRole)}),(0,j.jsx)(`td`,{children:e.mappingsSSO.join(`, `)||(0,j.jsx)(`span`,{className:`muted`,children:`none`})}),(0,j.jsx)(`td`,{children:e.userCount}),(0,j.jsx)(`td`,{children:e.projects.join(`, `)||(0,j.jsx)(`span`,{className:`muted`,children:`none`})})]},e.id))})]})]})}function H({roles:e,initial:t,submitLabel:n,onSaved:r,save:i}){let[a,o]=(0,A.useState)(t?.name??``),[s,c]=(0,A.useState)(t?.description??``),[l,u]=(0,A.useState)(t?.mappingsSSO.join(`, `)??``),[d,p]=(0,A.useState)(t?.rootRole?String(t.rootRole):``),[,m]=f(L),h=_();return(0,j.jsxs)(`form`,{className:`toolbar`,"aria-label":t?`Group settings`:`New group`,onSubmit:async e=>{e.preventDefault();let n={name:a,description:s||null,mappingsSSO:k(l),rootRole:d?Number(d):null};(i?await i(n):await h(m({input:n}),`Created group ${a}`))&&(t||(o(``),c(``),u(``),p(``)),r())},children:[(0,j.jsx)(C,{label:`Group name`,children:(0,j.jsx)(`input`,{required:!0,value:a,onChange:e=>o(e.target.value)})}),(0,j.jsx)(C,{label:`Description`,children:(0,j.jsx)(`input`,{value:s,onChange:e=>c(e.target.value)})}),(0,j.jsx)(C,{label:`SSO groups (comma-separated)`,children:(0,j.jsx)(`input`,{value:l,onChange:e=>u(e.target.value)})}),(0,j.jsx)(C,{label:`Group root role`,children:(0,j.jsxs)(`select`,{value:d,onChange:e=>p(e.target.value),children:[(0,j.jsx)(`option`,{value:``,children:`none`}),e.map(e=>(0,j.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,j.jsx)(`button`,{type:`submit`,disabled:!a,children:n})]})}function U({id:e}){let[r,i]=p({query:I,variables:{id:e},requestPolicy:`cache-and-network`}),[,a]=f(R),[,s]=f(z),[c,l]=(0,A.useState)(``),[,u]=n(),d=_(),{confirm:v}=o(),y=h(i);if(r.fetching&&!r.data)return(0,j.jsx)(m,{what:`the group`});if(r.error)return(0,j.jsx)(g,{error:r.error,refetch:i});if(!r.data)return null;let x=r.data.group,S=x.users.map(e=>e.user.id),w=()=>({name:x.name,description:x.description,mappingsSSO:x.mappingsSSO,rootRole:x.rootRole}),E=(e,t)=>({...e,users:t.map(e=>({user:{id:e}}))}),D=async(t,n)=>{await d(a({id:e,input:E(w(),t)}),n)&&y()},O=r.data.users.filter(e=>!S.includes(e.id));return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsxs)(`nav`,{"aria-label":`Breadcrumb`,className:`crumbs`,children:[(0,j.jsx)(t,{href:`/admin/groups`,children:`Groups`}),` / `,x.name]}),(0,j.jsxs)(`h1`,{children:[`Group `,x.name]}),(0,j.jsx)(H,{roles:r.data.rootRoles,initial:x,submitLabel:`Save group`,onSaved:y,save:async t=>!!await d(a({id:e,input:E(t,S)}),`Saved ${t.name}`)},`${x.name}|${x.rootRole}`),(0,j.jsxs)(`p`,{children:[`Projects where used: `,x.projects.join(`, `)||(0,j.jsx)(`span`,{className:`muted`,children:`none`})]}),(0,j.jsx)(`h2`,{children:`Members`}),(0,j.jsxs)(`form`,{className:`toolbar`,"aria-label":`Add a member`,onSubmit:e=>{e.preventDefault(),c&&D([...S,Number(c)],`Member added`).then(()=>l(``))},children:[(0,j.jsx)(C,{label:`New member`,children:(0,j.jsxs)(`select`,{value:c,onChange:e=>l(e.target.value),children:[(0,j.jsx)(`option`,{value:``,children:`Choose a user`}),O.map(e=>(0,j.jsx)(`option`,{value:e.id,children:b(e)},e.id))]})}),(0,j.jsx)(`button`,{type:`submit`,disabled:!c,children:`Add member`})]}),x.users.length===0?(0,j.jsx)(`p`,{className:`muted`,children:`The group has no members yet.`}):(0,j.jsxs)(`table`,{children:[(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Member`}),(0,j.jsx)(`th`,{scope:`col`,children:`Joined`}),(0,j.jsx)(`th`,{scope:`col`,children:(0,j.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,j.jsx)(`tbody`,{children:x.users.map(e=>(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`td`,{children:b(e.user)}),(0,j.jsx)(`td`,{children:T(e.joinedAt)}),(0,j.jsx)(`td`,{children:(0,j.jsx)(`button`,{type:`button`,onClick:()=>void D(S.filter(t=>t!==e.user.id),`Removed ${b(e.user)}`),children:`Remove`})})]},e.user.id))})]}),(0,j.jsx)(`p`,{children:(0,j.jsx)(`button`,{type:`button`,className:`danger`,onClick:async()=>{await v(`Delete the group ${x.name}?`,`Its members keep their own roles.`,`Delete`)&&await d(s({id:e}),`Deleted group ${x.name}`)&&u(`/admin/groups`)},children:`Delete group`})})]})}var W=d(`
  query AdminFrontendOrigins {
    uiConfig {
      frontendApiOrigins
    }
  }
`),G=d(`
  mutation AdminSetFrontendOrigins($origins: [String!]!) {
    setFrontendApiOrigins(frontendApiOrigins: $origins) {
      frontendApiOrigins
    }
  }
`),K=d(`
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
`),q=d(`
  mutation AdminCreateAddon($input: AddonInput!) {
    createAddon(input: $input) {
      id
    }
  }
`),J=d(`
  mutation AdminUpdateAddon($id: Int!, $input: AddonInput!) {
    updateAddon(id: $id, input: $input) {
      id
      enabled
    }
  }
`),Y=d(`
  mutation AdminDeleteAddon($id: Int!) {
    deleteAddon(id: $id)
  }
`),X=d(`
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
`);function ie(){return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(`h1`,{children:`Integrations`}),(0,j.jsx)(ae,{}),(0,j.jsx)(oe,{})]})}function ae(){let[e,t]=p({query:W,requestPolicy:`cache-and-network`}),[n,r]=(0,A.useState)(null),[,i]=f(G),a=_(),o=e.data?.uiConfig.frontendApiOrigins.join(`, `)??``,s=n??o;return(0,j.jsxs)(`section`,{"aria-label":`Frontend API origins`,children:[(0,j.jsx)(`h2`,{children:`Frontend API origins`}),(0,j.jsx)(`p`,{className:`muted`,children:`Pages of these origins may call the frontend API: scheme://host[:port], or * for any. CORS_ORIGINS stays allowed whatever is saved here.`}),e.error&&(0,j.jsx)(g,{error:e.error,refetch:t}),(0,j.jsxs)(`form`,{className:`toolbar`,"aria-label":`Frontend API origins`,onSubmit:async e=>{e.preventDefault(),await a(i({origins:k(s)}),`Saved the frontend API origins`)&&(r(null),t({requestPolicy:`network-only`}))},children:[(0,j.jsx)(C,{label:`Allowed origins (comma-separated)`,children:(0,j.jsx)(`input`,{value:s,onChange:e=>r(e.target.value),disabled:!e.data})}),(0,j.jsx)(`button`,{type:`submit`,disabled:n===null||n===o,children:`Save origins`})]})]})}function oe(){let[e,t]=p({query:K,requestPolicy:`cache-and-network`}),[,n]=f(J),[,r]=f(Y),i=_(),{confirm:a}=o(),s=h(t),c=e.data?.addons??[],l=async e=>{let t={provider:`webhook`,description:e.description,enabled:!e.enabled,parameters:{url:e.parameters.url},events:e.events,projects:e.projects,environments:e.environments},r=e.description||e.parameters.url;await i(n({id:e.id,input:t}),e.enabled?`Disabled ${r}`:`Enabled ${r}`)&&s()},u=async(e,t)=>{await a(`Delete ${t}?`,`Its delivery log goes with it.`,`Delete`)&&await i(r({id:e}),`Deleted ${t}`)&&s()};return(0,j.jsxs)(`section`,{"aria-label":`Webhooks`,children:[(0,j.jsx)(`h2`,{children:`Webhooks`}),(0,j.jsx)(se,{onCreated:s}),e.fetching&&!e.data&&(0,j.jsx)(m,{what:`webhooks`}),e.error&&(0,j.jsx)(g,{error:e.error,refetch:t}),e.data&&c.length===0&&(0,j.jsx)(`p`,{className:`muted`,children:`There are no webhooks yet.`}),c.length>0&&(0,j.jsxs)(`table`,{"aria-label":`Webhooks`,children:[(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Webhook`}),(0,j.jsx)(`th`,{scope:`col`,children:`Events`}),(0,j.jsx)(`th`,{scope:`col`,children:`Projects and environments`}),(0,j.jsx)(`th`,{scope:`col`,children:`State`}),(0,j.jsx)(`th`,{scope:`col`,children:(0,j.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,j.jsx)(`tbody`,{children:c.map(e=>{let t=e.description||e.parameters.url;return(0,j.jsxs)(`tr`,{children:[(0,j.jsxs)(`td`,{children:[(0,j.jsx)(`strong`,{children:t}),(0,j.jsxs)(`div`,{className:`muted`,children:[e.parameters.url,e.parameters.secret&&` (signed)`]}),(0,j.jsx)(ce,{id:e.id,label:t})]}),(0,j.jsx)(`td`,{children:e.events.join(`, `)}),(0,j.jsxs)(`td`,{children:[e.projects.join(`, `)||`every project`,`;`,` `,e.environments.join(`, `)||`every environment`]}),(0,j.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,j.jsxs)(`td`,{children:[(0,j.jsxs)(`button`,{type:`button`,onClick:()=>l(e),children:[e.enabled?`Disable`:`Enable`,(0,j.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),(0,j.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>u(e.id,t),children:[`Delete`,(0,j.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]})]})]},e.id)})})]})]})}function se({onCreated:e}){let[t,n]=(0,A.useState)(``),[r,i]=(0,A.useState)(``),[a,o]=(0,A.useState)(``),[s,c]=(0,A.useState)(``),[l,u]=(0,A.useState)(``),[d,p]=(0,A.useState)(``),[,m]=f(q),h=_();return(0,j.jsxs)(`form`,{className:`create`,"aria-label":`New webhook`,onSubmit:async f=>{f.preventDefault();let g={provider:`webhook`,description:t||null,enabled:!0,parameters:{url:r,secret:a||null},events:k(s),projects:k(l),environments:k(d)};await h(m({input:g}),`Created the webhook ${t||r}`)&&(n(``),i(``),o(``),c(``),u(``),p(``),e())},children:[(0,j.jsx)(C,{label:`Webhook description`,children:(0,j.jsx)(`input`,{value:t,onChange:e=>n(e.target.value)})}),(0,j.jsx)(C,{label:`Webhook URL`,children:(0,j.jsx)(`input`,{required:!0,type:`url`,value:r,onChange:e=>i(e.target.value)})}),(0,j.jsx)(C,{label:`Signing secret (optional)`,children:(0,j.jsx)(`input`,{type:`password`,value:a,onChange:e=>o(e.target.value)})}),(0,j.jsx)(C,{label:`Event types (comma-separated)`,children:(0,j.jsx)(`input`,{required:!0,value:s,onChange:e=>c(e.target.value)})}),(0,j.jsx)(C,{label:`Projects (comma-separated, empty for all)`,children:(0,j.jsx)(`input`,{value:l,onChange:e=>u(e.target.value)})}),(0,j.jsx)(C,{label:`Environments (comma-separated, empty for all)`,children:(0,j.jsx)(`input`,{value:d,onChange:e=>p(e.target.value)})}),(0,j.jsx)(`button`,{type:`submit`,disabled:!r||k(s).length===0,children:`Create webhook`})]})}function ce({id:e,label:t}){let[n,r]=w();return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsxs)(`button`,{type:`button`,onClick:r,"aria-expanded":n,children:[`Delivery log`,(0,j.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),n&&(0,j.jsx)(le,{id:e,label:t})]})}function le({id:e,label:t}){let[n,r]=p({query:X,variables:{id:e},requestPolicy:`network-only`});if(n.fetching&&!n.data)return(0,j.jsx)(m,{what:`the delivery log`});if(n.error)return(0,j.jsx)(g,{error:n.error,refetch:r});let i=n.data?.addonDeliveries??[];return i.length===0?(0,j.jsx)(`p`,{className:`muted`,children:`Nothing delivered yet.`}):(0,j.jsx)(`ul`,{"aria-label":`Deliveries of ${t}`,children:i.map(e=>(0,j.jsxs)(`li`,{children:[e.eventType,` #`,e.eventId,`: `,e.state,e.statusCode!=null&&` (${e.statusCode})`,e.error&&` — ${e.error}`,`, `,e.attempts,` `,e.attempts===1?`attempt`:`attempts`,`,`,` `,T(e.createdAt)]},e.id))})}var ue=d(`
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
`),de=d(`
  mutation AdminCreateInvite($input: SignupTokenInput!) {
    createSignupToken(input: $input) {
      id
      url
    }
  }
`),fe=d(`
  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {
    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {
      id
      enabled
    }
  }
`);function pe(){let[e,t]=p({query:ue,requestPolicy:`cache-and-network`}),[n,r]=(0,A.useState)(``),[i,a]=(0,A.useState)(7),[s,c]=(0,A.useState)(null),[,l]=f(de),[,u]=f(fe),d=_(),{confirm:v}=o(),y=h(t),S=async e=>{e.preventDefault();let t=D(i);if(!t)return;let a=await d(l({input:{name:n,expiresAt:t}}),`Created the invite link ${n}`);a&&(c(a.createSignupToken.url??null),r(``),y())},w=async(e,t,n)=>{(n||await v(`Disable ${t}?`,`Nobody can sign up through it any more.`,`Disable`))&&await d(u({id:e,enabled:n}),n?`Enabled ${t}`:`Disabled ${t}`)&&y()};return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(`h1`,{children:`Invite links`}),(0,j.jsx)(`p`,{className:`muted`,children:`People who sign up through a link join with the Viewer role.`}),(0,j.jsxs)(`form`,{className:`toolbar`,"aria-label":`New invite link`,onSubmit:S,children:[(0,j.jsx)(C,{label:`Link name`,children:(0,j.jsx)(`input`,{required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,j.jsx)(O,{days:i,onChange:a}),(0,j.jsx)(`button`,{type:`submit`,disabled:!n,children:`Create invite link`})]}),s&&(0,j.jsx)(x,{label:`The invite link`,secret:s,onDone:()=>c(null)}),e.fetching&&!e.data&&(0,j.jsx)(m,{what:`invite links`}),e.error&&(0,j.jsx)(g,{error:e.error,refetch:t}),e.data&&e.data.signupTokens.length===0&&(0,j.jsx)(`p`,{className:`muted`,children:`There are no invite links yet.`}),e.data&&e.data.signupTokens.length>0&&(0,j.jsxs)(`table`,{children:[(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Link`}),(0,j.jsx)(`th`,{scope:`col`,children:`State`}),(0,j.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,j.jsx)(`th`,{scope:`col`,children:`Created by`}),(0,j.jsx)(`th`,{scope:`col`,children:`Signed up`}),(0,j.jsx)(`th`,{scope:`col`,children:(0,j.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,j.jsx)(`tbody`,{children:e.data.signupTokens.map(e=>(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`td`,{children:e.name}),(0,j.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,j.jsx)(`td`,{children:T(e.expiresAt)}),(0,j.jsx)(`td`,{children:e.createdBy??(0,j.jsx)(`span`,{className:`muted`,children:`unknown`})}),(0,j.jsx)(`td`,{children:e.users.map(e=>b(e)).join(`, `)||(0,j.jsx)(`span`,{className:`muted`,children:`nobody yet`})}),(0,j.jsx)(`td`,{children:(0,j.jsx)(`button`,{type:`button`,onClick:()=>w(e.id,e.name,!e.enabled),children:e.enabled?`Disable`:`Enable`})})]},e.id))})]})]})}var me=d(`
  query AdminAccessProjects {
    projects {
      id
      name
    }
  }
`),he=d(`
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
`),ge=d(`
  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`),_e=d(`
  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`);function Z({projectId:e}){let[t,r]=p({query:me}),[,i]=n();return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(`h1`,{children:`Project access`}),t.error&&(0,j.jsx)(g,{error:t.error,refetch:r}),(0,j.jsx)(C,{label:`Project`,children:(0,j.jsxs)(`select`,{value:e??``,onChange:e=>i(`/admin/access/${encodeURIComponent(e.target.value)}`),children:[(0,j.jsx)(`option`,{value:``,children:`Choose a project`}),t.data?.projects.map(e=>(0,j.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),e?(0,j.jsx)(ve,{projectId:e}):(0,j.jsx)(`p`,{className:`muted`,children:`Choose a project to see who can work in it.`})]})}function ve({projectId:e}){let[t,n]=p({query:he,variables:{projectId:e},requestPolicy:`cache-and-network`}),[,r]=f(_e),i=_(),{confirm:a}=o(),s=h(n);if(t.fetching&&!t.data)return(0,j.jsx)(m,{what:`the project's access`});if(t.error)return(0,j.jsx)(g,{error:t.error,refetch:n});if(!t.data)return null;let c=t.data.projectAccess,l=[...c.users.map(e=>({key:`u${e.user.id}-${e.role.id}`,who:b(e.user),kind:`User`,role:e.role,userIds:[e.user.id],groupIds:[]})),...c.groups.map(e=>({key:`g${e.group.id}-${e.role.id}`,who:e.group.name,kind:`Group`,role:e.role,userIds:[],groupIds:[e.group.id]}))],u=async t=>{await a(`Remove ${t.who}'s role ${t.role.name}?`,`They lose what the role allows in ${e}.`,`Remove`)&&await i(r({project:e,roleId:t.role.id,userIds:t.userIds,groupIds:t.groupIds}),`Removed ${t.who} from ${e}`)&&s()};return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(ye,{projectId:e,roles:c.roles,users:t.data.users,groups:t.data.groups,onGranted:s}),l.length===0?(0,j.jsx)(`p`,{className:`muted`,children:`No user or group holds a project role here; root roles still apply.`}):(0,j.jsxs)(`table`,{"aria-label":`Access to ${e}`,children:[(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Who`}),(0,j.jsx)(`th`,{scope:`col`,children:`Kind`}),(0,j.jsx)(`th`,{scope:`col`,children:`Project role`}),(0,j.jsx)(`th`,{scope:`col`,children:(0,j.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,j.jsx)(`tbody`,{children:l.map(e=>(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`td`,{children:e.who}),(0,j.jsx)(`td`,{children:e.kind}),(0,j.jsx)(`td`,{children:e.role.name}),(0,j.jsx)(`td`,{children:(0,j.jsx)(`button`,{type:`button`,onClick:()=>u(e),children:`Remove`})})]},e.key))})]})]})}function ye({projectId:e,roles:t,users:n,groups:r,onGranted:i}){let[a,o]=(0,A.useState)(``),[s,c]=(0,A.useState)(``),[,l]=f(ge),u=_(),d=Number(s||t[0]?.id);return(0,j.jsxs)(`form`,{className:`toolbar`,"aria-label":`Grant access`,onSubmit:async t=>{t.preventDefault();let[n,r]=a.split(`:`),s={project:e,roleId:d,userIds:n===`u`?[Number(r)]:[],groupIds:n===`g`?[Number(r)]:[]};await u(l(s),`Access granted in ${e}`)&&(o(``),i())},children:[(0,j.jsx)(C,{label:`User or group`,children:(0,j.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,j.jsx)(`option`,{value:``,children:`Choose`}),(0,j.jsx)(`optgroup`,{label:`Users`,children:n.map(e=>(0,j.jsx)(`option`,{value:`u:${e.id}`,children:b(e)},e.id))}),(0,j.jsx)(`optgroup`,{label:`Groups`,children:r.map(e=>(0,j.jsx)(`option`,{value:`g:${e.id}`,children:e.name},e.id))})]})}),(0,j.jsx)(C,{label:`Project role`,children:(0,j.jsx)(`select`,{value:s||String(t[0]?.id??``),onChange:e=>c(e.target.value),children:t.map(e=>(0,j.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,j.jsx)(`button`,{type:`submit`,disabled:!a||!d,children:`Grant access`})]})}var be=d(`
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
`),xe=d(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`),Q=d(`
  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {
    updateUser(id: $id, input: { rootRole: $role }) {
      id
      rootRole {
        id
        name
      }
    }
  }
`),Se=d(`
  mutation AdminEditUser($id: Int!, $name: String, $email: String) {
    updateUser(id: $id, input: { name: $name, email: $email }) {
      id
      name
      email
    }
  }
`),Ce=d(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);function we(){let[e,t]=p({query:be,requestPolicy:`cache-and-network`}),[n,r]=(0,A.useState)(``),[i,a]=(0,A.useState)(null),[,s]=f(Q),[,c]=f(Ce),l=_(),{confirm:u}=o(),d=h(t),v=e.data?.users.filter(e=>S(e,n))??[],y=e.data?.rootRoles??[],x=async(e,t)=>{await u(`Delete ${t}?`,`Their sessions and tokens stop working at once.`,`Delete`)&&await l(c({id:e}),`Deleted ${t}`)&&d()};return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(`h1`,{children:`Users`}),y.length>0&&(0,j.jsx)(Te,{roles:y,onCreated:d}),e.data&&(0,j.jsx)(`div`,{className:`toolbar`,children:(0,j.jsx)(C,{label:`Search users`,children:(0,j.jsx)(`input`,{type:`search`,value:n,onChange:e=>r(e.target.value)})})}),e.fetching&&!e.data&&(0,j.jsx)(m,{what:`users`}),e.error&&(0,j.jsx)(g,{error:e.error,refetch:t}),e.data&&v.length===0&&(0,j.jsx)(`p`,{className:`muted`,children:n?`No user matches “${n}”.`:`There are no users yet.`}),v.length>0&&(0,j.jsxs)(`table`,{children:[(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`User`}),(0,j.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,j.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,j.jsx)(`th`,{scope:`col`,children:`Created`}),(0,j.jsx)(`th`,{scope:`col`,children:(0,j.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,j.jsx)(`tbody`,{children:v.map(e=>{let t=b(e);return(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`td`,{children:i===e.id?(0,j.jsx)(Ee,{user:e,label:t,onDone:()=>{a(null),d()},onCancel:()=>a(null)}):(0,j.jsxs)(j.Fragment,{children:[t,e.email&&e.email!==t&&(0,j.jsx)(`div`,{className:`muted`,children:e.email})]})}),(0,j.jsx)(`td`,{children:(0,j.jsxs)(`select`,{"aria-label":`Root role of ${t}`,value:e.rootRole?.id??``,onChange:n=>void l(s({id:e.id,role:Number(n.target.value)}),`${t} changed role`),children:[!e.rootRole&&(0,j.jsx)(`option`,{value:``,children:`none`}),y.map(e=>(0,j.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,j.jsx)(`td`,{children:T(e.seenAt)}),(0,j.jsx)(`td`,{children:T(e.createdAt)}),(0,j.jsx)(`td`,{children:(0,j.jsxs)(`div`,{className:`row-actions`,children:[i!==e.id&&(0,j.jsxs)(`button`,{type:`button`,onClick:()=>a(e.id),children:[`Edit`,(0,j.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),(0,j.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>x(e.id,t),children:`Delete`})]})})]},e.id)})})]})]})}function Te({roles:e,onCreated:t}){let[n,r]=(0,A.useState)(``),[i,a]=(0,A.useState)(``),[o,s]=(0,A.useState)(``),[c,l]=(0,A.useState)(String(e.find(e=>e.name===`Viewer`)?.id??e[0]?.id??``)),[{fetching:u},d]=f(xe),p=_();return(0,j.jsxs)(`form`,{className:`toolbar`,"aria-label":`New user`,onSubmit:async e=>{e.preventDefault();let l={name:n||null,email:i,password:o||null,rootRole:Number(c)};await p(d({input:l}),`Created ${i}`)&&(r(``),a(``),s(``),t())},children:[(0,j.jsx)(C,{label:`Name`,children:(0,j.jsx)(`input`,{value:n,onChange:e=>r(e.target.value)})}),(0,j.jsx)(C,{label:`Email`,children:(0,j.jsx)(`input`,{type:`email`,required:!0,value:i,onChange:e=>a(e.target.value)})}),(0,j.jsx)(C,{label:`Password`,children:(0,j.jsx)(`input`,{type:`password`,autoComplete:`new-password`,value:o,onChange:e=>s(e.target.value)})}),(0,j.jsx)(C,{label:`Root role`,children:(0,j.jsx)(`select`,{value:c,onChange:e=>l(e.target.value),children:e.map(e=>(0,j.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,j.jsx)(`button`,{type:`submit`,disabled:u||!i,children:`Create user`})]})}function Ee({user:e,label:t,onDone:n,onCancel:r}){let[i,a]=(0,A.useState)(e.name??``),[o,s]=(0,A.useState)(e.email??``),[{fetching:c},l]=f(Se),u=_();return(0,j.jsxs)(`form`,{"aria-label":`Edit ${t}`,onSubmit:async r=>{r.preventDefault();let a={id:e.id,name:i.trim()||null,...o.trim()?{email:o.trim()}:{}};await u(l(a),`Saved ${i.trim()||o.trim()||t}`)&&n()},children:[(0,j.jsx)(C,{label:`Name of ${t}`,children:(0,j.jsx)(`input`,{value:i,onChange:e=>a(e.target.value)})}),(0,j.jsx)(C,{label:`Email of ${t}`,children:(0,j.jsx)(`input`,{type:`email`,value:o,onChange:e=>s(e.target.value)})}),(0,j.jsx)(E,{save:`Save user`,busy:c,onCancel:r})]})}var $=[{href:`/admin/users`,label:`Users`},{href:`/admin/groups`,label:`Groups`},{href:`/admin/access`,label:`Project access`},{href:`/admin/invites`,label:`Invite links`},{href:`/admin/tokens`,label:`API tokens`},{href:`/admin/integrations`,label:`Integrations`}];function De(){let[e]=n();return(0,j.jsxs)(j.Fragment,{children:[(0,j.jsx)(c,{label:`Admin`,sections:$,current:s($,e)}),(0,j.jsxs)(r,{children:[(0,j.jsx)(i,{path:`/admin`,children:(0,j.jsx)(a,{to:`/admin/users`,replace:!0})}),(0,j.jsx)(i,{path:`/admin/users`,children:(0,j.jsx)(we,{})}),(0,j.jsx)(i,{path:`/admin/groups`,children:(0,j.jsx)(V,{})}),(0,j.jsx)(i,{path:`/admin/groups/:id`,children:e=>(0,j.jsx)(U,{id:Number(e.id)})}),(0,j.jsx)(i,{path:`/admin/access`,children:(0,j.jsx)(Z,{})}),(0,j.jsx)(i,{path:`/admin/access/:projectId`,children:e=>(0,j.jsx)(Z,{projectId:e.projectId})}),(0,j.jsx)(i,{path:`/admin/invites`,children:(0,j.jsx)(pe,{})}),(0,j.jsx)(i,{path:`/admin/tokens`,children:(0,j.jsx)(re,{})}),(0,j.jsx)(i,{path:`/admin/integrations`,children:(0,j.jsx)(ie,{})}),(0,j.jsxs)(i,{children:[(0,j.jsx)(`h1`,{children:`Page not found`}),(0,j.jsxs)(`p`,{children:[`Nothing lives at `,(0,j.jsx)(`code`,{children:e}),`. `,(0,j.jsx)(t,{href:`/admin/users`,children:`Back to the users`})]})]})]})]})}export{De as default};