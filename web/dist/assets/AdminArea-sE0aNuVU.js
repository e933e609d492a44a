import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{f as t,g as n,h as r,m as i,p as a,u as o}from"./index-cwk2VCGg.js";import{n as s,o as c}from"./preload-helper-tnXV0pyJ.js";import{c as l,i as u,n as d,s as f,t as p}from"./states-B1qxQCWL.js";import{a as m,c as h,d as g,i as _,l as v,n as y,o as b,r as x,s as S,t as C,u as w}from"./ui-ClqaRE5q.js";var T=e(c(),1),E=s(),D=u(`
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
`),O=u(`
  mutation AdminCreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),k=u(`
  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {
    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {
      id
      expiresAt
    }
  }
`),A=u(`
  mutation AdminRevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);function j(){let[e,t]=l({query:D,requestPolicy:`cache-and-network`}),[n,r]=(0,T.useState)(null),[i,a]=(0,T.useState)(null),[,s]=f(A),c=_(),{confirm:u}=o(),m=()=>t({requestPolicy:`network-only`}),h=async(e,t)=>{await u(`Revoke ${t}?`,`Applications using it are refused at once.`,`Revoke`)&&await c(s({id:e}),`Revoked ${t}`)&&m()};return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`API tokens`}),e.data&&(0,E.jsx)(ee,{projects:e.data.projects,environments:e.data.environments.map(e=>e.name),onCreated:e=>{r(e),m()}}),n&&(0,E.jsx)(x,{label:`The new token's secret`,secret:n,onDone:()=>r(null)}),e.fetching&&!e.data&&(0,E.jsx)(d,{what:`API tokens`}),e.error&&(0,E.jsx)(p,{error:e.error,retry:m}),e.data&&e.data.apiTokens.length===0&&(0,E.jsx)(`p`,{className:`muted`,children:`There are no API tokens yet.`}),e.data&&e.data.apiTokens.length>0&&(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Name`}),(0,E.jsx)(`th`,{scope:`col`,children:`Type`}),(0,E.jsx)(`th`,{scope:`col`,children:`Projects`}),(0,E.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,E.jsx)(`th`,{scope:`col`,children:`Secret`}),(0,E.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,E.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:e.data.apiTokens.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:e.tokenName}),(0,E.jsx)(`td`,{children:e.type}),(0,E.jsx)(`td`,{children:e.projects.join(`, `)}),(0,E.jsx)(`td`,{children:e.environment}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`code`,{children:e.secret})}),(0,E.jsx)(`td`,{children:i===e.id?(0,E.jsx)(M,{id:e.id,name:e.tokenName,onDone:()=>{a(null),m()},onCancel:()=>a(null)}):(0,E.jsxs)(E.Fragment,{children:[g(e.expiresAt),b(e.expiresAt)&&(0,E.jsx)(`span`,{className:`badge`,children:`expired`})]})}),(0,E.jsx)(`td`,{children:g(e.seenAt)}),(0,E.jsx)(`td`,{children:(0,E.jsxs)(`div`,{className:`row-actions`,children:[i!==e.id&&(0,E.jsxs)(`button`,{type:`button`,onClick:()=>a(e.id),children:[`Change expiry`,(0,E.jsxs)(`span`,{className:`sr-only`,children:[` of `,e.tokenName]})]}),(0,E.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>h(e.id,e.tokenName),children:`Revoke`})]})})]},e.id))})]})]})}function ee({projects:e,environments:t,onCreated:n}){let[r,i]=(0,T.useState)(``),[a,o]=(0,T.useState)(`client`),[s,c]=(0,T.useState)([]),[l,u]=(0,T.useState)(t[0]??`development`),[d,p]=(0,T.useState)(0),[{fetching:h},g]=f(O),b=_();return(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`New API token`,onSubmit:async e=>{e.preventDefault();let t={tokenName:r,type:a,expiresAt:m(d),...v(a,s,l)},o=await b(g({input:t}),`Created the token ${r}`);o&&(i(``),n(o.createApiToken.secret))},children:[(0,E.jsx)(y,{label:`Token name`,children:(0,E.jsx)(`input`,{required:!0,value:r,onChange:e=>i(e.target.value)})}),(0,E.jsx)(y,{label:`Token type`,children:(0,E.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,E.jsx)(`option`,{value:`client`,children:`Client (server SDKs)`}),(0,E.jsx)(`option`,{value:`frontend`,children:`Frontend (browser SDKs)`}),(0,E.jsx)(`option`,{value:`admin`,children:`Admin (the admin API)`})]})}),a!==`admin`&&(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(y,{label:`Projects (none: all)`,children:(0,E.jsx)(`select`,{multiple:!0,value:s,onChange:e=>c([...e.target.selectedOptions].map(e=>e.value)),children:e.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,E.jsx)(y,{label:`Environment`,children:(0,E.jsx)(`select`,{value:l,onChange:e=>u(e.target.value),children:t.map(e=>(0,E.jsx)(`option`,{value:e,children:e},e))})})]}),(0,E.jsx)(C,{days:d,onChange:p,never:!0}),(0,E.jsx)(`button`,{type:`submit`,disabled:h||!r,children:`Create token`})]})}function M({id:e,name:t,onDone:n,onCancel:r}){let[i,a]=(0,T.useState)(30),[{fetching:o},s]=f(k),c=_();return(0,E.jsxs)(`form`,{"aria-label":`Expiry of ${t}`,onSubmit:async r=>{r.preventDefault();let a=m(i);a&&await c(s({id:e,expiresAt:a}),`Changed the expiry of ${t}`)&&n()},children:[(0,E.jsx)(C,{days:i,onChange:a}),(0,E.jsxs)(`div`,{className:`row-actions`,children:[(0,E.jsx)(`button`,{type:`submit`,disabled:o,children:`Save expiry`}),(0,E.jsx)(`button`,{type:`button`,onClick:r,children:`Cancel`})]})]})}var N=u(`
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
`),P=u(`
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
`),F=u(`
  mutation AdminCreateGroup($input: GroupInput!) {
    createGroup(input: $input) {
      id
    }
  }
`),I=u(`
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
`),L=u(`
  mutation AdminDeleteGroup($id: Int!) {
    deleteGroup(id: $id)
  }
`);function R(e,t){return e.find(e=>e.id===t)?.name??`none`}function z(){let[e,n]=l({query:N,requestPolicy:`cache-and-network`}),r=()=>n({requestPolicy:`network-only`}),i=e.data?.rootRoles??[];return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`Groups`}),(0,E.jsx)(B,{roles:i,submitLabel:`Create group`,onSaved:r}),e.fetching&&!e.data&&(0,E.jsx)(d,{what:`groups`}),e.error&&(0,E.jsx)(p,{error:e.error,retry:r}),e.data&&e.data.groups.length===0&&(0,E.jsx)(`p`,{className:`muted`,children:`There are no groups yet.`}),e.data&&e.data.groups.length>0&&(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Group`}),(0,E.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,E.jsx)(`th`,{scope:`col`,children:`SSO mappings`}),(0,E.jsx)(`th`,{scope:`col`,children:`Members`}),(0,E.jsx)(`th`,{scope:`col`,children:`Projects`})]})}),(0,E.jsx)(`tbody`,{children:e.data.groups.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsxs)(`td`,{children:[(0,E.jsx)(t,{href:`/admin/groups/${e.id}`,children:e.name}),e.description&&(0,E.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,E.jsx)(`td`,{children:R(i,e.rootRole)}),(0,E.jsx)(`td`,{children:e.mappingsSSO.join(`, `)||(0,E.jsx)(`span`,{className:`muted`,children:`none`})}),(0,E.jsx)(`td`,{children:e.userCount}),(0,E.jsx)(`td`,{children:e.projects.join(`, `)||(0,E.jsx)(`span`,{className:`muted`,children:`none`})})]},e.id))})]})]})}function B({roles:e,initial:t,submitLabel:n,onSaved:r,save:i}){let[a,o]=(0,T.useState)(t?.name??``),[s,c]=(0,T.useState)(t?.description??``),[l,u]=(0,T.useState)(t?.mappingsSSO.join(`, `)??``),[d,p]=(0,T.useState)(t?.rootRole?String(t.rootRole):``),[,m]=f(F),g=_();return(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":t?`Group settings`:`New group`,onSubmit:async e=>{e.preventDefault();let n={name:a,description:s||null,mappingsSSO:h(l),rootRole:d?Number(d):null};(i?await i(n):await g(m({input:n}),`Created group ${a}`))&&(t||(o(``),c(``),u(``),p(``)),r())},children:[(0,E.jsx)(y,{label:`Group name`,children:(0,E.jsx)(`input`,{required:!0,value:a,onChange:e=>o(e.target.value)})}),(0,E.jsx)(y,{label:`Description`,children:(0,E.jsx)(`input`,{value:s,onChange:e=>c(e.target.value)})}),(0,E.jsx)(y,{label:`SSO groups (comma-separated)`,children:(0,E.jsx)(`input`,{value:l,onChange:e=>u(e.target.value)})}),(0,E.jsx)(y,{label:`Group root role`,children:(0,E.jsxs)(`select`,{value:d,onChange:e=>p(e.target.value),children:[(0,E.jsx)(`option`,{value:``,children:`none`}),e.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,E.jsx)(`button`,{type:`submit`,disabled:!a,children:n})]})}function V({id:e}){let[r,i]=l({query:P,variables:{id:e},requestPolicy:`cache-and-network`}),[,a]=f(I),[,s]=f(L),[c,u]=(0,T.useState)(``),[,m]=n(),h=_(),{confirm:v}=o(),b=()=>i({requestPolicy:`network-only`});if(r.fetching&&!r.data)return(0,E.jsx)(d,{what:`the group`});if(r.error)return(0,E.jsx)(p,{error:r.error,retry:b});if(!r.data)return null;let x=r.data.group,S=x.users.map(e=>e.user.id),C=()=>({name:x.name,description:x.description,mappingsSSO:x.mappingsSSO,rootRole:x.rootRole}),D=(e,t)=>({...e,users:t.map(e=>({user:{id:e}}))}),O=async(t,n)=>{await h(a({id:e,input:D(C(),t)}),n)&&b()},k=r.data.users.filter(e=>!S.includes(e.id));return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsxs)(`nav`,{"aria-label":`Breadcrumb`,className:`crumbs`,children:[(0,E.jsx)(t,{href:`/admin/groups`,children:`Groups`}),` / `,x.name]}),(0,E.jsxs)(`h1`,{children:[`Group `,x.name]}),(0,E.jsx)(B,{roles:r.data.rootRoles,initial:x,submitLabel:`Save group`,onSaved:b,save:async t=>!!await h(a({id:e,input:D(t,S)}),`Saved ${t.name}`)},`${x.name}|${x.rootRole}`),(0,E.jsxs)(`p`,{children:[`Projects where used: `,x.projects.join(`, `)||(0,E.jsx)(`span`,{className:`muted`,children:`none`})]}),(0,E.jsx)(`h2`,{children:`Members`}),(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`Add a member`,onSubmit:e=>{e.preventDefault(),c&&O([...S,Number(c)],`Member added`).then(()=>u(``))},children:[(0,E.jsx)(y,{label:`New member`,children:(0,E.jsxs)(`select`,{value:c,onChange:e=>u(e.target.value),children:[(0,E.jsx)(`option`,{value:``,children:`Choose a user`}),k.map(e=>(0,E.jsx)(`option`,{value:e.id,children:w(e)},e.id))]})}),(0,E.jsx)(`button`,{type:`submit`,disabled:!c,children:`Add member`})]}),x.users.length===0?(0,E.jsx)(`p`,{className:`muted`,children:`The group has no members yet.`}):(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Member`}),(0,E.jsx)(`th`,{scope:`col`,children:`Joined`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:x.users.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:w(e.user)}),(0,E.jsx)(`td`,{children:g(e.joinedAt)}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`button`,{type:`button`,onClick:()=>void O(S.filter(t=>t!==e.user.id),`Removed ${w(e.user)}`),children:`Remove`})})]},e.user.id))})]}),(0,E.jsx)(`p`,{children:(0,E.jsx)(`button`,{type:`button`,className:`danger`,onClick:async()=>{await v(`Delete the group ${x.name}?`,`Its members keep their own roles.`,`Delete`)&&await h(s({id:e}),`Deleted group ${x.name}`)&&m(`/admin/groups`)},children:`Delete group`})})]})}var H=u(`
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
`),U=u(`
  mutation AdminCreateInvite($input: SignupTokenInput!) {
    createSignupToken(input: $input) {
      id
      url
    }
  }
`),W=u(`
  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {
    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {
      id
      enabled
    }
  }
`);function G(){let[e,t]=l({query:H,requestPolicy:`cache-and-network`}),[n,r]=(0,T.useState)(``),[i,a]=(0,T.useState)(7),[s,c]=(0,T.useState)(null),[,u]=f(U),[,h]=f(W),v=_(),{confirm:b}=o(),S=()=>t({requestPolicy:`network-only`}),D=async e=>{e.preventDefault();let t=m(i);if(!t)return;let a=await v(u({input:{name:n,expiresAt:t}}),`Created the invite link ${n}`);a&&(c(a.createSignupToken.url??null),r(``),S())},O=async(e,t,n)=>{(n||await b(`Disable ${t}?`,`Nobody can sign up through it any more.`,`Disable`))&&await v(h({id:e,enabled:n}),n?`Enabled ${t}`:`Disabled ${t}`)&&S()};return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`Invite links`}),(0,E.jsx)(`p`,{className:`muted`,children:`People who sign up through a link join with the Viewer role.`}),(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`New invite link`,onSubmit:D,children:[(0,E.jsx)(y,{label:`Link name`,children:(0,E.jsx)(`input`,{required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,E.jsx)(C,{days:i,onChange:a}),(0,E.jsx)(`button`,{type:`submit`,disabled:!n,children:`Create invite link`})]}),s&&(0,E.jsx)(x,{label:`The invite link`,secret:s,onDone:()=>c(null)}),e.fetching&&!e.data&&(0,E.jsx)(d,{what:`invite links`}),e.error&&(0,E.jsx)(p,{error:e.error,retry:S}),e.data&&e.data.signupTokens.length===0&&(0,E.jsx)(`p`,{className:`muted`,children:`There are no invite links yet.`}),e.data&&e.data.signupTokens.length>0&&(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Link`}),(0,E.jsx)(`th`,{scope:`col`,children:`State`}),(0,E.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,E.jsx)(`th`,{scope:`col`,children:`Created by`}),(0,E.jsx)(`th`,{scope:`col`,children:`Signed up`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:e.data.signupTokens.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:e.name}),(0,E.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,E.jsx)(`td`,{children:g(e.expiresAt)}),(0,E.jsx)(`td`,{children:e.createdBy??(0,E.jsx)(`span`,{className:`muted`,children:`unknown`})}),(0,E.jsx)(`td`,{children:e.users.map(e=>w(e)).join(`, `)||(0,E.jsx)(`span`,{className:`muted`,children:`nobody yet`})}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`button`,{type:`button`,onClick:()=>O(e.id,e.name,!e.enabled),children:e.enabled?`Disable`:`Enable`})})]},e.id))})]})]})}var K=u(`
  query AdminAccessProjects {
    projects {
      id
      name
    }
  }
`),q=u(`
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
`),J=u(`
  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`),Y=u(`
  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`);function X({projectId:e}){let[t,r]=l({query:K}),[,i]=n();return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`Project access`}),t.error&&(0,E.jsx)(p,{error:t.error,retry:()=>r({requestPolicy:`network-only`})}),(0,E.jsx)(y,{label:`Project`,children:(0,E.jsxs)(`select`,{value:e??``,onChange:e=>i(`/admin/access/${encodeURIComponent(e.target.value)}`),children:[(0,E.jsx)(`option`,{value:``,children:`Choose a project`}),t.data?.projects.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),e?(0,E.jsx)(Z,{projectId:e}):(0,E.jsx)(`p`,{className:`muted`,children:`Choose a project to see who can work in it.`})]})}function Z({projectId:e}){let[t,n]=l({query:q,variables:{projectId:e},requestPolicy:`cache-and-network`}),[,r]=f(Y),i=_(),{confirm:a}=o(),s=()=>n({requestPolicy:`network-only`});if(t.fetching&&!t.data)return(0,E.jsx)(d,{what:`the project's access`});if(t.error)return(0,E.jsx)(p,{error:t.error,retry:s});if(!t.data)return null;let c=t.data.projectAccess,u=[...c.users.map(e=>({key:`u${e.user.id}-${e.role.id}`,who:w(e.user),kind:`User`,role:e.role,userIds:[e.user.id],groupIds:[]})),...c.groups.map(e=>({key:`g${e.group.id}-${e.role.id}`,who:e.group.name,kind:`Group`,role:e.role,userIds:[],groupIds:[e.group.id]}))],m=async t=>{await a(`Remove ${t.who}'s role ${t.role.name}?`,`They lose what the role allows in ${e}.`,`Remove`)&&await i(r({project:e,roleId:t.role.id,userIds:t.userIds,groupIds:t.groupIds}),`Removed ${t.who} from ${e}`)&&s()};return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(Q,{projectId:e,roles:c.roles,users:t.data.users,groups:t.data.groups,onGranted:s}),u.length===0?(0,E.jsx)(`p`,{className:`muted`,children:`No user or group holds a project role here; root roles still apply.`}):(0,E.jsxs)(`table`,{"aria-label":`Access to ${e}`,children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Who`}),(0,E.jsx)(`th`,{scope:`col`,children:`Kind`}),(0,E.jsx)(`th`,{scope:`col`,children:`Project role`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:u.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:e.who}),(0,E.jsx)(`td`,{children:e.kind}),(0,E.jsx)(`td`,{children:e.role.name}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`button`,{type:`button`,onClick:()=>m(e),children:`Remove`})})]},e.key))})]})]})}function Q({projectId:e,roles:t,users:n,groups:r,onGranted:i}){let[a,o]=(0,T.useState)(``),[s,c]=(0,T.useState)(``),[,l]=f(J),u=_(),d=Number(s||t[0]?.id);return(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`Grant access`,onSubmit:async t=>{t.preventDefault();let[n,r]=a.split(`:`),s={project:e,roleId:d,userIds:n===`u`?[Number(r)]:[],groupIds:n===`g`?[Number(r)]:[]};await u(l(s),`Access granted in ${e}`)&&(o(``),i())},children:[(0,E.jsx)(y,{label:`User or group`,children:(0,E.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,E.jsx)(`option`,{value:``,children:`Choose`}),(0,E.jsx)(`optgroup`,{label:`Users`,children:n.map(e=>(0,E.jsx)(`option`,{value:`u:${e.id}`,children:w(e)},e.id))}),(0,E.jsx)(`optgroup`,{label:`Groups`,children:r.map(e=>(0,E.jsx)(`option`,{value:`g:${e.id}`,children:e.name},e.id))})]})}),(0,E.jsx)(y,{label:`Project role`,children:(0,E.jsx)(`select`,{value:s||String(t[0]?.id??``),onChange:e=>c(e.target.value),children:t.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,E.jsx)(`button`,{type:`submit`,disabled:!a||!d,children:`Grant access`})]})}var te=u(`
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
`),ne=u(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`),re=u(`
  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {
    updateUser(id: $id, input: { rootRole: $role }) {
      id
      rootRole {
        id
        name
      }
    }
  }
`),ie=u(`
  mutation AdminEditUser($id: Int!, $name: String, $email: String) {
    updateUser(id: $id, input: { name: $name, email: $email }) {
      id
      name
      email
    }
  }
`),ae=u(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);function oe(){let[e,t]=l({query:te,requestPolicy:`cache-and-network`}),[n,r]=(0,T.useState)(``),[i,a]=(0,T.useState)(null),[,s]=f(re),[,c]=f(ae),u=_(),{confirm:m}=o(),h=()=>t({requestPolicy:`network-only`}),v=e.data?.users.filter(e=>S(e,n))??[],b=e.data?.rootRoles??[],x=async(e,t)=>{await m(`Delete ${t}?`,`Their sessions and tokens stop working at once.`,`Delete`)&&await u(c({id:e}),`Deleted ${t}`)&&h()};return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`Users`}),b.length>0&&(0,E.jsx)($,{roles:b,onCreated:h}),e.data&&(0,E.jsx)(`div`,{className:`toolbar`,children:(0,E.jsx)(y,{label:`Search users`,children:(0,E.jsx)(`input`,{type:`search`,value:n,onChange:e=>r(e.target.value)})})}),e.fetching&&!e.data&&(0,E.jsx)(d,{what:`users`}),e.error&&(0,E.jsx)(p,{error:e.error,retry:h}),e.data&&v.length===0&&(0,E.jsx)(`p`,{className:`muted`,children:n?`No user matches “${n}”.`:`There are no users yet.`}),v.length>0&&(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`User`}),(0,E.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,E.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,E.jsx)(`th`,{scope:`col`,children:`Created`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:v.map(e=>{let t=w(e);return(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:i===e.id?(0,E.jsx)(se,{user:e,label:t,onDone:()=>{a(null),h()},onCancel:()=>a(null)}):(0,E.jsxs)(E.Fragment,{children:[t,e.email&&e.email!==t&&(0,E.jsx)(`div`,{className:`muted`,children:e.email})]})}),(0,E.jsx)(`td`,{children:(0,E.jsxs)(`select`,{"aria-label":`Root role of ${t}`,value:e.rootRole?.id??``,onChange:n=>void u(s({id:e.id,role:Number(n.target.value)}),`${t} changed role`),children:[!e.rootRole&&(0,E.jsx)(`option`,{value:``,children:`none`}),b.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,E.jsx)(`td`,{children:g(e.seenAt)}),(0,E.jsx)(`td`,{children:g(e.createdAt)}),(0,E.jsx)(`td`,{children:(0,E.jsxs)(`div`,{className:`row-actions`,children:[i!==e.id&&(0,E.jsxs)(`button`,{type:`button`,onClick:()=>a(e.id),children:[`Edit`,(0,E.jsxs)(`span`,{className:`sr-only`,children:[` `,t]})]}),(0,E.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>x(e.id,t),children:`Delete`})]})})]},e.id)})})]})]})}function $({roles:e,onCreated:t}){let[n,r]=(0,T.useState)(``),[i,a]=(0,T.useState)(``),[o,s]=(0,T.useState)(``),[c,l]=(0,T.useState)(String(e.find(e=>e.name===`Viewer`)?.id??e[0]?.id??``)),[{fetching:u},d]=f(ne),p=_();return(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`New user`,onSubmit:async e=>{e.preventDefault();let l={name:n||null,email:i,password:o||null,rootRole:Number(c)};await p(d({input:l}),`Created ${i}`)&&(r(``),a(``),s(``),t())},children:[(0,E.jsx)(y,{label:`Name`,children:(0,E.jsx)(`input`,{value:n,onChange:e=>r(e.target.value)})}),(0,E.jsx)(y,{label:`Email`,children:(0,E.jsx)(`input`,{type:`email`,required:!0,value:i,onChange:e=>a(e.target.value)})}),(0,E.jsx)(y,{label:`Password`,children:(0,E.jsx)(`input`,{type:`password`,autoComplete:`new-password`,value:o,onChange:e=>s(e.target.value)})}),(0,E.jsx)(y,{label:`Root role`,children:(0,E.jsx)(`select`,{value:c,onChange:e=>l(e.target.value),children:e.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,E.jsx)(`button`,{type:`submit`,disabled:u||!i,children:`Create user`})]})}function se({user:e,label:t,onDone:n,onCancel:r}){let[i,a]=(0,T.useState)(e.name??``),[o,s]=(0,T.useState)(e.email??``),[{fetching:c},l]=f(ie),u=_();return(0,E.jsxs)(`form`,{"aria-label":`Edit ${t}`,onSubmit:async r=>{r.preventDefault();let a={id:e.id,name:i.trim()||null,...o.trim()?{email:o.trim()}:{}};await u(l(a),`Saved ${i.trim()||o.trim()||t}`)&&n()},children:[(0,E.jsx)(y,{label:`Name of ${t}`,children:(0,E.jsx)(`input`,{value:i,onChange:e=>a(e.target.value)})}),(0,E.jsx)(y,{label:`Email of ${t}`,children:(0,E.jsx)(`input`,{type:`email`,value:o,onChange:e=>s(e.target.value)})}),(0,E.jsxs)(`div`,{className:`row-actions`,children:[(0,E.jsx)(`button`,{type:`submit`,disabled:c,children:`Save user`}),(0,E.jsx)(`button`,{type:`button`,onClick:r,children:`Cancel`})]})]})}var ce=[{href:`/admin/users`,label:`Users`},{href:`/admin/groups`,label:`Groups`},{href:`/admin/access`,label:`Project access`},{href:`/admin/invites`,label:`Invite links`},{href:`/admin/tokens`,label:`API tokens`}];function le(){let[e]=n();return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`nav`,{"aria-label":`Admin`,className:`subnav`,children:ce.map(n=>(0,E.jsx)(t,{href:n.href,"aria-current":e.startsWith(n.href)?`page`:void 0,children:n.label},n.href))}),(0,E.jsxs)(r,{children:[(0,E.jsx)(i,{path:`/admin`,children:(0,E.jsx)(a,{to:`/admin/users`,replace:!0})}),(0,E.jsx)(i,{path:`/admin/users`,children:(0,E.jsx)(oe,{})}),(0,E.jsx)(i,{path:`/admin/groups`,children:(0,E.jsx)(z,{})}),(0,E.jsx)(i,{path:`/admin/groups/:id`,children:e=>(0,E.jsx)(V,{id:Number(e.id)})}),(0,E.jsx)(i,{path:`/admin/access`,children:(0,E.jsx)(X,{})}),(0,E.jsx)(i,{path:`/admin/access/:projectId`,children:e=>(0,E.jsx)(X,{projectId:e.projectId})}),(0,E.jsx)(i,{path:`/admin/invites`,children:(0,E.jsx)(G,{})}),(0,E.jsx)(i,{path:`/admin/tokens`,children:(0,E.jsx)(j,{})}),(0,E.jsxs)(i,{children:[(0,E.jsx)(`h1`,{children:`Page not found`}),(0,E.jsxs)(`p`,{children:[`Nothing lives at `,(0,E.jsx)(`code`,{children:e}),`. `,(0,E.jsx)(t,{href:`/admin/users`,children:`Back to the users`})]})]})]})]})}export{le as default};