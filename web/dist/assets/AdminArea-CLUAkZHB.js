import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,c as n,d as r,f as i,i as a,l as o,n as s,p as c,s as l,t as u,u as d}from"./index-Cj2m_ARW.js";import{n as f,o as p}from"./preload-helper-tnXV0pyJ.js";import{a as m,c as h,d as g,i as _,l as v,n as y,o as b,r as x,s as S,t as C,u as w}from"./ui-BYcQGpO8.js";var T=e(p(),1),E=f(),D=t(`
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
`),O=t(`
  mutation AdminCreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),k=t(`
  mutation AdminRevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);function A(){let[e,t]=c({query:D,requestPolicy:`cache-and-network`}),[n,r]=(0,T.useState)(null),[,o]=i(k),l=x(),{confirm:d}=a(),f=()=>t({requestPolicy:`network-only`}),p=async(e,t)=>{await d(`Revoke ${t}?`,`Applications using it are refused at once.`,`Revoke`)&&await l(o({id:e}),`Revoked ${t}`)&&f()};return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`API tokens`}),e.data&&(0,E.jsx)(j,{projects:e.data.projects,environments:e.data.environments.map(e=>e.name),onCreated:e=>{r(e),f()}}),n&&(0,E.jsx)(y,{label:`The new token's secret`,secret:n,onDone:()=>r(null)}),e.fetching&&!e.data&&(0,E.jsx)(s,{what:`API tokens`}),e.error&&(0,E.jsx)(u,{error:e.error,retry:f}),e.data&&e.data.apiTokens.length===0&&(0,E.jsx)(`p`,{className:`muted`,children:`There are no API tokens yet.`}),e.data&&e.data.apiTokens.length>0&&(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Name`}),(0,E.jsx)(`th`,{scope:`col`,children:`Type`}),(0,E.jsx)(`th`,{scope:`col`,children:`Projects`}),(0,E.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,E.jsx)(`th`,{scope:`col`,children:`Secret`}),(0,E.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,E.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:e.data.apiTokens.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:e.tokenName}),(0,E.jsx)(`td`,{children:e.type}),(0,E.jsx)(`td`,{children:e.projects.join(`, `)}),(0,E.jsx)(`td`,{children:e.environment}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`code`,{children:e.secret})}),(0,E.jsxs)(`td`,{children:[g(e.expiresAt),b(e.expiresAt)&&(0,E.jsx)(`span`,{className:`badge`,children:`expired`})]}),(0,E.jsx)(`td`,{children:g(e.seenAt)}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>p(e.id,e.tokenName),children:`Revoke`})})]},e.id))})]})]})}function j({projects:e,environments:t,onCreated:n}){let[r,a]=(0,T.useState)(``),[o,s]=(0,T.useState)(`client`),[c,l]=(0,T.useState)([]),[u,d]=(0,T.useState)(t[0]??`development`),[f,p]=(0,T.useState)(0),[{fetching:h},g]=i(O),y=x();return(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`New API token`,onSubmit:async e=>{e.preventDefault();let t={tokenName:r,type:o,expiresAt:_(f),...v(o,c,u)},i=await y(g({input:t}),`Created the token ${r}`);i&&(a(``),n(i.createApiToken.secret))},children:[(0,E.jsx)(C,{label:`Token name`,children:(0,E.jsx)(`input`,{required:!0,value:r,onChange:e=>a(e.target.value)})}),(0,E.jsx)(C,{label:`Token type`,children:(0,E.jsxs)(`select`,{value:o,onChange:e=>s(e.target.value),children:[(0,E.jsx)(`option`,{value:`client`,children:`Client (server SDKs)`}),(0,E.jsx)(`option`,{value:`frontend`,children:`Frontend (browser SDKs)`}),(0,E.jsx)(`option`,{value:`admin`,children:`Admin (the admin API)`})]})}),o!==`admin`&&(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(C,{label:`Projects (none: all)`,children:(0,E.jsx)(`select`,{multiple:!0,value:c,onChange:e=>l([...e.target.selectedOptions].map(e=>e.value)),children:e.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,E.jsx)(C,{label:`Environment`,children:(0,E.jsx)(`select`,{value:u,onChange:e=>d(e.target.value),children:t.map(e=>(0,E.jsx)(`option`,{value:e,children:e},e))})})]}),(0,E.jsx)(C,{label:`Expires after`,children:(0,E.jsx)(`select`,{value:f,onChange:e=>p(Number(e.target.value)),children:m.map(e=>(0,E.jsx)(`option`,{value:e.days,children:e.label},e.days))})}),(0,E.jsx)(`button`,{type:`submit`,disabled:h||!r,children:`Create token`})]})}var ee=t(`
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
`),M=t(`
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
`),N=t(`
  mutation AdminCreateGroup($input: GroupInput!) {
    createGroup(input: $input) {
      id
    }
  }
`),P=t(`
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
`),F=t(`
  mutation AdminDeleteGroup($id: Int!) {
    deleteGroup(id: $id)
  }
`);function I(e,t){return e.find(e=>e.id===t)?.name??`none`}function L(){let[e,t]=c({query:ee,requestPolicy:`cache-and-network`}),n=()=>t({requestPolicy:`network-only`}),r=e.data?.rootRoles??[];return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`Groups`}),(0,E.jsx)(R,{roles:r,submitLabel:`Create group`,onSaved:n}),e.fetching&&!e.data&&(0,E.jsx)(s,{what:`groups`}),e.error&&(0,E.jsx)(u,{error:e.error,retry:n}),e.data&&e.data.groups.length===0&&(0,E.jsx)(`p`,{className:`muted`,children:`There are no groups yet.`}),e.data&&e.data.groups.length>0&&(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Group`}),(0,E.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,E.jsx)(`th`,{scope:`col`,children:`SSO mappings`}),(0,E.jsx)(`th`,{scope:`col`,children:`Members`}),(0,E.jsx)(`th`,{scope:`col`,children:`Projects`})]})}),(0,E.jsx)(`tbody`,{children:e.data.groups.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsxs)(`td`,{children:[(0,E.jsx)(l,{href:`/admin/groups/${e.id}`,children:e.name}),e.description&&(0,E.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,E.jsx)(`td`,{children:I(r,e.rootRole)}),(0,E.jsx)(`td`,{children:e.mappingsSSO.join(`, `)||(0,E.jsx)(`span`,{className:`muted`,children:`none`})}),(0,E.jsx)(`td`,{children:e.userCount}),(0,E.jsx)(`td`,{children:e.projects.join(`, `)||(0,E.jsx)(`span`,{className:`muted`,children:`none`})})]},e.id))})]})]})}function R({roles:e,initial:t,submitLabel:n,onSaved:r,save:a}){let[o,s]=(0,T.useState)(t?.name??``),[c,l]=(0,T.useState)(t?.description??``),[u,d]=(0,T.useState)(t?.mappingsSSO.join(`, `)??``),[f,p]=(0,T.useState)(t?.rootRole?String(t.rootRole):``),[,m]=i(N),g=x();return(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":t?`Group settings`:`New group`,onSubmit:async e=>{e.preventDefault();let n={name:o,description:c||null,mappingsSSO:h(u),rootRole:f?Number(f):null};(a?await a(n):await g(m({input:n}),`Created group ${o}`))&&(t||(s(``),l(``),d(``),p(``)),r())},children:[(0,E.jsx)(C,{label:`Group name`,children:(0,E.jsx)(`input`,{required:!0,value:o,onChange:e=>s(e.target.value)})}),(0,E.jsx)(C,{label:`Description`,children:(0,E.jsx)(`input`,{value:c,onChange:e=>l(e.target.value)})}),(0,E.jsx)(C,{label:`SSO groups (comma-separated)`,children:(0,E.jsx)(`input`,{value:u,onChange:e=>d(e.target.value)})}),(0,E.jsx)(C,{label:`Group root role`,children:(0,E.jsxs)(`select`,{value:f,onChange:e=>p(e.target.value),children:[(0,E.jsx)(`option`,{value:``,children:`none`}),e.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,E.jsx)(`button`,{type:`submit`,disabled:!o,children:n})]})}function z({id:e}){let[t,n]=c({query:M,variables:{id:e},requestPolicy:`cache-and-network`}),[,o]=i(P),[,d]=i(F),[f,p]=(0,T.useState)(``),[,m]=r(),h=x(),{confirm:_}=a(),v=()=>n({requestPolicy:`network-only`});if(t.fetching&&!t.data)return(0,E.jsx)(s,{what:`the group`});if(t.error)return(0,E.jsx)(u,{error:t.error,retry:v});if(!t.data)return null;let y=t.data.group,b=y.users.map(e=>e.user.id),S=()=>({name:y.name,description:y.description,mappingsSSO:y.mappingsSSO,rootRole:y.rootRole}),D=(e,t)=>({...e,users:t.map(e=>({user:{id:e}}))}),O=async(t,n)=>{await h(o({id:e,input:D(S(),t)}),n)&&v()},k=t.data.users.filter(e=>!b.includes(e.id));return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsxs)(`nav`,{"aria-label":`Breadcrumb`,className:`crumbs`,children:[(0,E.jsx)(l,{href:`/admin/groups`,children:`Groups`}),` / `,y.name]}),(0,E.jsxs)(`h1`,{children:[`Group `,y.name]}),(0,E.jsx)(R,{roles:t.data.rootRoles,initial:y,submitLabel:`Save group`,onSaved:v,save:async t=>!!await h(o({id:e,input:D(t,b)}),`Saved ${t.name}`)},`${y.name}|${y.rootRole}`),(0,E.jsxs)(`p`,{children:[`Projects where used: `,y.projects.join(`, `)||(0,E.jsx)(`span`,{className:`muted`,children:`none`})]}),(0,E.jsx)(`h2`,{children:`Members`}),(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`Add a member`,onSubmit:e=>{e.preventDefault(),f&&O([...b,Number(f)],`Member added`).then(()=>p(``))},children:[(0,E.jsx)(C,{label:`New member`,children:(0,E.jsxs)(`select`,{value:f,onChange:e=>p(e.target.value),children:[(0,E.jsx)(`option`,{value:``,children:`Choose a user`}),k.map(e=>(0,E.jsx)(`option`,{value:e.id,children:w(e)},e.id))]})}),(0,E.jsx)(`button`,{type:`submit`,disabled:!f,children:`Add member`})]}),y.users.length===0?(0,E.jsx)(`p`,{className:`muted`,children:`The group has no members yet.`}):(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Member`}),(0,E.jsx)(`th`,{scope:`col`,children:`Joined`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:y.users.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:w(e.user)}),(0,E.jsx)(`td`,{children:g(e.joinedAt)}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`button`,{type:`button`,onClick:()=>void O(b.filter(t=>t!==e.user.id),`Removed ${w(e.user)}`),children:`Remove`})})]},e.user.id))})]}),(0,E.jsx)(`p`,{children:(0,E.jsx)(`button`,{type:`button`,className:`danger`,onClick:async()=>{await _(`Delete the group ${y.name}?`,`Its members keep their own roles.`,`Delete`)&&await h(d({id:e}),`Deleted group ${y.name}`)&&m(`/admin/groups`)},children:`Delete group`})})]})}var B=t(`
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
`),V=t(`
  mutation AdminCreateInvite($input: SignupTokenInput!) {
    createSignupToken(input: $input) {
      id
      url
    }
  }
`),H=t(`
  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {
    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {
      id
      enabled
    }
  }
`);function U(){let[e,t]=c({query:B,requestPolicy:`cache-and-network`}),[n,r]=(0,T.useState)(``),[o,l]=(0,T.useState)(7),[d,f]=(0,T.useState)(null),[,p]=i(V),[,h]=i(H),v=x(),{confirm:b}=a(),S=()=>t({requestPolicy:`network-only`}),D=async e=>{e.preventDefault();let t=_(o);if(!t)return;let i=await v(p({input:{name:n,expiresAt:t}}),`Created the invite link ${n}`);i&&(f(i.createSignupToken.url??null),r(``),S())},O=async(e,t,n)=>{(n||await b(`Disable ${t}?`,`Nobody can sign up through it any more.`,`Disable`))&&await v(h({id:e,enabled:n}),n?`Enabled ${t}`:`Disabled ${t}`)&&S()};return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`Invite links`}),(0,E.jsx)(`p`,{className:`muted`,children:`People who sign up through a link join with the Viewer role.`}),(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`New invite link`,onSubmit:D,children:[(0,E.jsx)(C,{label:`Link name`,children:(0,E.jsx)(`input`,{required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,E.jsx)(C,{label:`Expires after`,children:(0,E.jsx)(`select`,{value:o,onChange:e=>l(Number(e.target.value)),children:m.filter(e=>e.days>0).map(e=>(0,E.jsx)(`option`,{value:e.days,children:e.label},e.days))})}),(0,E.jsx)(`button`,{type:`submit`,disabled:!n,children:`Create invite link`})]}),d&&(0,E.jsx)(y,{label:`The invite link`,secret:d,onDone:()=>f(null)}),e.fetching&&!e.data&&(0,E.jsx)(s,{what:`invite links`}),e.error&&(0,E.jsx)(u,{error:e.error,retry:S}),e.data&&e.data.signupTokens.length===0&&(0,E.jsx)(`p`,{className:`muted`,children:`There are no invite links yet.`}),e.data&&e.data.signupTokens.length>0&&(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Link`}),(0,E.jsx)(`th`,{scope:`col`,children:`State`}),(0,E.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,E.jsx)(`th`,{scope:`col`,children:`Created by`}),(0,E.jsx)(`th`,{scope:`col`,children:`Signed up`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:e.data.signupTokens.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:e.name}),(0,E.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,E.jsx)(`td`,{children:g(e.expiresAt)}),(0,E.jsx)(`td`,{children:e.createdBy??(0,E.jsx)(`span`,{className:`muted`,children:`unknown`})}),(0,E.jsx)(`td`,{children:e.users.map(e=>w(e)).join(`, `)||(0,E.jsx)(`span`,{className:`muted`,children:`nobody yet`})}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`button`,{type:`button`,onClick:()=>O(e.id,e.name,!e.enabled),children:e.enabled?`Disable`:`Enable`})})]},e.id))})]})]})}var W=t(`
  query AdminAccessProjects {
    projects {
      id
      name
    }
  }
`),G=t(`
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
`),K=t(`
  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`),q=t(`
  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`);function J({projectId:e}){let[t,n]=c({query:W}),[,i]=r();return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`Project access`}),t.error&&(0,E.jsx)(u,{error:t.error,retry:()=>n({requestPolicy:`network-only`})}),(0,E.jsx)(C,{label:`Project`,children:(0,E.jsxs)(`select`,{value:e??``,onChange:e=>i(`/admin/access/${encodeURIComponent(e.target.value)}`),children:[(0,E.jsx)(`option`,{value:``,children:`Choose a project`}),t.data?.projects.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),e?(0,E.jsx)(Y,{projectId:e}):(0,E.jsx)(`p`,{className:`muted`,children:`Choose a project to see who can work in it.`})]})}function Y({projectId:e}){let[t,n]=c({query:G,variables:{projectId:e},requestPolicy:`cache-and-network`}),[,r]=i(q),o=x(),{confirm:l}=a(),d=()=>n({requestPolicy:`network-only`});if(t.fetching&&!t.data)return(0,E.jsx)(s,{what:`the project's access`});if(t.error)return(0,E.jsx)(u,{error:t.error,retry:d});if(!t.data)return null;let f=t.data.projectAccess,p=[...f.users.map(e=>({key:`u${e.user.id}-${e.role.id}`,who:w(e.user),kind:`User`,role:e.role,userIds:[e.user.id],groupIds:[]})),...f.groups.map(e=>({key:`g${e.group.id}-${e.role.id}`,who:e.group.name,kind:`Group`,role:e.role,userIds:[],groupIds:[e.group.id]}))],m=async t=>{await l(`Remove ${t.who}'s role ${t.role.name}?`,`They lose what the role allows in ${e}.`,`Remove`)&&await o(r({project:e,roleId:t.role.id,userIds:t.userIds,groupIds:t.groupIds}),`Removed ${t.who} from ${e}`)&&d()};return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(X,{projectId:e,roles:f.roles,users:t.data.users,groups:t.data.groups,onGranted:d}),p.length===0?(0,E.jsx)(`p`,{className:`muted`,children:`No user or group holds a project role here; root roles still apply.`}):(0,E.jsxs)(`table`,{"aria-label":`Access to ${e}`,children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`Who`}),(0,E.jsx)(`th`,{scope:`col`,children:`Kind`}),(0,E.jsx)(`th`,{scope:`col`,children:`Project role`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:p.map(e=>(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`td`,{children:e.who}),(0,E.jsx)(`td`,{children:e.kind}),(0,E.jsx)(`td`,{children:e.role.name}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`button`,{type:`button`,onClick:()=>m(e),children:`Remove`})})]},e.key))})]})]})}function X({projectId:e,roles:t,users:n,groups:r,onGranted:a}){let[o,s]=(0,T.useState)(``),[c,l]=(0,T.useState)(``),[,u]=i(K),d=x(),f=Number(c||t[0]?.id);return(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`Grant access`,onSubmit:async t=>{t.preventDefault();let[n,r]=o.split(`:`),i={project:e,roleId:f,userIds:n===`u`?[Number(r)]:[],groupIds:n===`g`?[Number(r)]:[]};await d(u(i),`Access granted in ${e}`)&&(s(``),a())},children:[(0,E.jsx)(C,{label:`User or group`,children:(0,E.jsxs)(`select`,{value:o,onChange:e=>s(e.target.value),children:[(0,E.jsx)(`option`,{value:``,children:`Choose`}),(0,E.jsx)(`optgroup`,{label:`Users`,children:n.map(e=>(0,E.jsx)(`option`,{value:`u:${e.id}`,children:w(e)},e.id))}),(0,E.jsx)(`optgroup`,{label:`Groups`,children:r.map(e=>(0,E.jsx)(`option`,{value:`g:${e.id}`,children:e.name},e.id))})]})}),(0,E.jsx)(C,{label:`Project role`,children:(0,E.jsx)(`select`,{value:c||String(t[0]?.id??``),onChange:e=>l(e.target.value),children:t.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,E.jsx)(`button`,{type:`submit`,disabled:!o||!f,children:`Grant access`})]})}var Z=t(`
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
`),Q=t(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`),te=t(`
  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {
    updateUser(id: $id, input: { rootRole: $role }) {
      id
      rootRole {
        id
        name
      }
    }
  }
`),$=t(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);function ne(){let[e,t]=c({query:Z,requestPolicy:`cache-and-network`}),[n,r]=(0,T.useState)(``),[,o]=i(te),[,l]=i($),d=x(),{confirm:f}=a(),p=()=>t({requestPolicy:`network-only`}),m=e.data?.users.filter(e=>S(e,n))??[],h=e.data?.rootRoles??[],_=async(e,t)=>{await f(`Delete ${t}?`,`Their sessions and tokens stop working at once.`,`Delete`)&&await d(l({id:e}),`Deleted ${t}`)&&p()};return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`h1`,{children:`Users`}),h.length>0&&(0,E.jsx)(re,{roles:h,onCreated:p}),e.data&&(0,E.jsx)(`div`,{className:`toolbar`,children:(0,E.jsx)(C,{label:`Search users`,children:(0,E.jsx)(`input`,{type:`search`,value:n,onChange:e=>r(e.target.value)})})}),e.fetching&&!e.data&&(0,E.jsx)(s,{what:`users`}),e.error&&(0,E.jsx)(u,{error:e.error,retry:p}),e.data&&m.length===0&&(0,E.jsx)(`p`,{className:`muted`,children:n?`No user matches “${n}”.`:`There are no users yet.`}),m.length>0&&(0,E.jsxs)(`table`,{children:[(0,E.jsx)(`thead`,{children:(0,E.jsxs)(`tr`,{children:[(0,E.jsx)(`th`,{scope:`col`,children:`User`}),(0,E.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,E.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,E.jsx)(`th`,{scope:`col`,children:`Created`}),(0,E.jsx)(`th`,{scope:`col`,children:(0,E.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,E.jsx)(`tbody`,{children:m.map(e=>{let t=w(e);return(0,E.jsxs)(`tr`,{children:[(0,E.jsxs)(`td`,{children:[t,e.email&&e.email!==t&&(0,E.jsx)(`div`,{className:`muted`,children:e.email})]}),(0,E.jsx)(`td`,{children:(0,E.jsxs)(`select`,{"aria-label":`Root role of ${t}`,value:e.rootRole?.id??``,onChange:n=>void d(o({id:e.id,role:Number(n.target.value)}),`${t} changed role`),children:[!e.rootRole&&(0,E.jsx)(`option`,{value:``,children:`none`}),h.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,E.jsx)(`td`,{children:g(e.seenAt)}),(0,E.jsx)(`td`,{children:g(e.createdAt)}),(0,E.jsx)(`td`,{children:(0,E.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>_(e.id,t),children:`Delete`})})]},e.id)})})]})]})}function re({roles:e,onCreated:t}){let[n,r]=(0,T.useState)(``),[a,o]=(0,T.useState)(``),[s,c]=(0,T.useState)(``),[l,u]=(0,T.useState)(String(e.find(e=>e.name===`Viewer`)?.id??e[0]?.id??``)),[{fetching:d},f]=i(Q),p=x();return(0,E.jsxs)(`form`,{className:`toolbar`,"aria-label":`New user`,onSubmit:async e=>{e.preventDefault();let i={name:n||null,email:a,password:s||null,rootRole:Number(l)};await p(f({input:i}),`Created ${a}`)&&(r(``),o(``),c(``),t())},children:[(0,E.jsx)(C,{label:`Name`,children:(0,E.jsx)(`input`,{value:n,onChange:e=>r(e.target.value)})}),(0,E.jsx)(C,{label:`Email`,children:(0,E.jsx)(`input`,{type:`email`,required:!0,value:a,onChange:e=>o(e.target.value)})}),(0,E.jsx)(C,{label:`Password`,children:(0,E.jsx)(`input`,{type:`password`,autoComplete:`new-password`,value:s,onChange:e=>c(e.target.value)})}),(0,E.jsx)(C,{label:`Root role`,children:(0,E.jsx)(`select`,{value:l,onChange:e=>u(e.target.value),children:e.map(e=>(0,E.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,E.jsx)(`button`,{type:`submit`,disabled:d||!a,children:`Create user`})]})}var ie=[{href:`/admin/users`,label:`Users`},{href:`/admin/groups`,label:`Groups`},{href:`/admin/access`,label:`Project access`},{href:`/admin/invites`,label:`Invite links`},{href:`/admin/tokens`,label:`API tokens`}];function ae(){let[e]=r();return(0,E.jsxs)(E.Fragment,{children:[(0,E.jsx)(`nav`,{"aria-label":`Admin`,className:`subnav`,children:ie.map(t=>(0,E.jsx)(l,{href:t.href,"aria-current":e.startsWith(t.href)?`page`:void 0,children:t.label},t.href))}),(0,E.jsxs)(d,{children:[(0,E.jsx)(o,{path:`/admin`,children:(0,E.jsx)(n,{to:`/admin/users`,replace:!0})}),(0,E.jsx)(o,{path:`/admin/users`,children:(0,E.jsx)(ne,{})}),(0,E.jsx)(o,{path:`/admin/groups`,children:(0,E.jsx)(L,{})}),(0,E.jsx)(o,{path:`/admin/groups/:id`,children:e=>(0,E.jsx)(z,{id:Number(e.id)})}),(0,E.jsx)(o,{path:`/admin/access`,children:(0,E.jsx)(J,{})}),(0,E.jsx)(o,{path:`/admin/access/:projectId`,children:e=>(0,E.jsx)(J,{projectId:e.projectId})}),(0,E.jsx)(o,{path:`/admin/invites`,children:(0,E.jsx)(U,{})}),(0,E.jsx)(o,{path:`/admin/tokens`,children:(0,E.jsx)(A,{})}),(0,E.jsxs)(o,{children:[(0,E.jsx)(`h1`,{children:`Page not found`}),(0,E.jsxs)(`p`,{children:[`Nothing lives at `,(0,E.jsx)(`code`,{children:e}),`. `,(0,E.jsx)(l,{href:`/admin/users`,children:`Back to the users`})]})]})]})]})}export{ae as default};