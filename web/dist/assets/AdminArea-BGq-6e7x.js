import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{f as t,g as n,h as r,m as i,p as a,u as o}from"./index-CXPP6qfN.js";import{n as s,t as c}from"./SubNav-Iq4qxR41.js";import{n as l,o as u}from"./preload-helper-tnXV0pyJ.js";import{c as d,i as f,n as p,s as m,t as h}from"./states-D37K8xb-.js";import{a as g,c as _,d as v,i as y,l as b,n as x,o as S,r as C,s as w,t as T,u as E}from"./ui-D2-9-Fmh.js";var D=e(u(),1),O=l(),k=f(`
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
`),A=f(`
  mutation AdminCreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`),j=f(`
  mutation AdminRevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);function M(){let[e,t]=d({query:k,requestPolicy:`cache-and-network`}),[n,r]=(0,D.useState)(null),[,i]=m(j),a=y(),{confirm:s}=o(),c=()=>t({requestPolicy:`network-only`}),l=async(e,t)=>{await s(`Revoke ${t}?`,`Applications using it are refused at once.`,`Revoke`)&&await a(i({id:e}),`Revoked ${t}`)&&c()};return(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(`h1`,{children:`API tokens`}),e.data&&(0,O.jsx)(N,{projects:e.data.projects,environments:e.data.environments.map(e=>e.name),onCreated:e=>{r(e),c()}}),n&&(0,O.jsx)(C,{label:`The new token's secret`,secret:n,onDone:()=>r(null)}),e.fetching&&!e.data&&(0,O.jsx)(p,{what:`API tokens`}),e.error&&(0,O.jsx)(h,{error:e.error,retry:c}),e.data&&e.data.apiTokens.length===0&&(0,O.jsx)(`p`,{className:`muted`,children:`There are no API tokens yet.`}),e.data&&e.data.apiTokens.length>0&&(0,O.jsxs)(`table`,{children:[(0,O.jsx)(`thead`,{children:(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`th`,{scope:`col`,children:`Name`}),(0,O.jsx)(`th`,{scope:`col`,children:`Type`}),(0,O.jsx)(`th`,{scope:`col`,children:`Projects`}),(0,O.jsx)(`th`,{scope:`col`,children:`Environment`}),(0,O.jsx)(`th`,{scope:`col`,children:`Secret`}),(0,O.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,O.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,O.jsx)(`th`,{scope:`col`,children:(0,O.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,O.jsx)(`tbody`,{children:e.data.apiTokens.map(e=>(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`td`,{children:e.tokenName}),(0,O.jsx)(`td`,{children:e.type}),(0,O.jsx)(`td`,{children:e.projects.join(`, `)}),(0,O.jsx)(`td`,{children:e.environment}),(0,O.jsx)(`td`,{children:(0,O.jsx)(`code`,{children:e.secret})}),(0,O.jsxs)(`td`,{children:[v(e.expiresAt),S(e.expiresAt)&&(0,O.jsx)(`span`,{className:`badge`,children:`expired`})]}),(0,O.jsx)(`td`,{children:v(e.seenAt)}),(0,O.jsx)(`td`,{children:(0,O.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>l(e.id,e.tokenName),children:`Revoke`})})]},e.id))})]})]})}function N({projects:e,environments:t,onCreated:n}){let[r,i]=(0,D.useState)(``),[a,o]=(0,D.useState)(`client`),[s,c]=(0,D.useState)([]),[l,u]=(0,D.useState)(t[0]??`development`),[d,f]=(0,D.useState)(0),[{fetching:p},h]=m(A),_=y();return(0,O.jsxs)(`form`,{className:`toolbar`,"aria-label":`New API token`,onSubmit:async e=>{e.preventDefault();let t={tokenName:r,type:a,expiresAt:g(d),...b(a,s,l)},o=await _(h({input:t}),`Created the token ${r}`);o&&(i(``),n(o.createApiToken.secret))},children:[(0,O.jsx)(x,{label:`Token name`,children:(0,O.jsx)(`input`,{required:!0,value:r,onChange:e=>i(e.target.value)})}),(0,O.jsx)(x,{label:`Token type`,children:(0,O.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,O.jsx)(`option`,{value:`client`,children:`Client (server SDKs)`}),(0,O.jsx)(`option`,{value:`frontend`,children:`Frontend (browser SDKs)`}),(0,O.jsx)(`option`,{value:`admin`,children:`Admin (the admin API)`})]})}),a!==`admin`&&(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(x,{label:`Projects (none: all)`,children:(0,O.jsx)(`select`,{multiple:!0,value:s,onChange:e=>c([...e.target.selectedOptions].map(e=>e.value)),children:e.map(e=>(0,O.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,O.jsx)(x,{label:`Environment`,children:(0,O.jsx)(`select`,{value:l,onChange:e=>u(e.target.value),children:t.map(e=>(0,O.jsx)(`option`,{value:e,children:e},e))})})]}),(0,O.jsx)(T,{days:d,onChange:f,never:!0}),(0,O.jsx)(`button`,{type:`submit`,disabled:p||!r,children:`Create token`})]})}var P=f(`
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
`);function z(e,t){return e.find(e=>e.id===t)?.name??`none`}function B(){let[e,n]=d({query:P,requestPolicy:`cache-and-network`}),r=()=>n({requestPolicy:`network-only`}),i=e.data?.rootRoles??[];return(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(`h1`,{children:`Groups`}),(0,O.jsx)(V,{roles:i,submitLabel:`Create group`,onSaved:r}),e.fetching&&!e.data&&(0,O.jsx)(p,{what:`groups`}),e.error&&(0,O.jsx)(h,{error:e.error,retry:r}),e.data&&e.data.groups.length===0&&(0,O.jsx)(`p`,{className:`muted`,children:`There are no groups yet.`}),e.data&&e.data.groups.length>0&&(0,O.jsxs)(`table`,{children:[(0,O.jsx)(`thead`,{children:(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`th`,{scope:`col`,children:`Group`}),(0,O.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,O.jsx)(`th`,{scope:`col`,children:`SSO mappings`}),(0,O.jsx)(`th`,{scope:`col`,children:`Members`}),(0,O.jsx)(`th`,{scope:`col`,children:`Projects`})]})}),(0,O.jsx)(`tbody`,{children:e.data.groups.map(e=>(0,O.jsxs)(`tr`,{children:[(0,O.jsxs)(`td`,{children:[(0,O.jsx)(t,{href:`/admin/groups/${e.id}`,children:e.name}),e.description&&(0,O.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,O.jsx)(`td`,{children:z(i,e.rootRole)}),(0,O.jsx)(`td`,{children:e.mappingsSSO.join(`, `)||(0,O.jsx)(`span`,{className:`muted`,children:`none`})}),(0,O.jsx)(`td`,{children:e.userCount}),(0,O.jsx)(`td`,{children:e.projects.join(`, `)||(0,O.jsx)(`span`,{className:`muted`,children:`none`})})]},e.id))})]})]})}function V({roles:e,initial:t,submitLabel:n,onSaved:r,save:i}){let[a,o]=(0,D.useState)(t?.name??``),[s,c]=(0,D.useState)(t?.description??``),[l,u]=(0,D.useState)(t?.mappingsSSO.join(`, `)??``),[d,f]=(0,D.useState)(t?.rootRole?String(t.rootRole):``),[,p]=m(I),h=y();return(0,O.jsxs)(`form`,{className:`toolbar`,"aria-label":t?`Group settings`:`New group`,onSubmit:async e=>{e.preventDefault();let n={name:a,description:s||null,mappingsSSO:_(l),rootRole:d?Number(d):null};(i?await i(n):await h(p({input:n}),`Created group ${a}`))&&(t||(o(``),c(``),u(``),f(``)),r())},children:[(0,O.jsx)(x,{label:`Group name`,children:(0,O.jsx)(`input`,{required:!0,value:a,onChange:e=>o(e.target.value)})}),(0,O.jsx)(x,{label:`Description`,children:(0,O.jsx)(`input`,{value:s,onChange:e=>c(e.target.value)})}),(0,O.jsx)(x,{label:`SSO groups (comma-separated)`,children:(0,O.jsx)(`input`,{value:l,onChange:e=>u(e.target.value)})}),(0,O.jsx)(x,{label:`Group root role`,children:(0,O.jsxs)(`select`,{value:d,onChange:e=>f(e.target.value),children:[(0,O.jsx)(`option`,{value:``,children:`none`}),e.map(e=>(0,O.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,O.jsx)(`button`,{type:`submit`,disabled:!a,children:n})]})}function H({id:e}){let[r,i]=d({query:F,variables:{id:e},requestPolicy:`cache-and-network`}),[,a]=m(L),[,s]=m(R),[c,l]=(0,D.useState)(``),[,u]=n(),f=y(),{confirm:g}=o(),_=()=>i({requestPolicy:`network-only`});if(r.fetching&&!r.data)return(0,O.jsx)(p,{what:`the group`});if(r.error)return(0,O.jsx)(h,{error:r.error,retry:_});if(!r.data)return null;let b=r.data.group,S=b.users.map(e=>e.user.id),C=()=>({name:b.name,description:b.description,mappingsSSO:b.mappingsSSO,rootRole:b.rootRole}),w=(e,t)=>({...e,users:t.map(e=>({user:{id:e}}))}),T=async(t,n)=>{await f(a({id:e,input:w(C(),t)}),n)&&_()},k=r.data.users.filter(e=>!S.includes(e.id));return(0,O.jsxs)(O.Fragment,{children:[(0,O.jsxs)(`nav`,{"aria-label":`Breadcrumb`,className:`crumbs`,children:[(0,O.jsx)(t,{href:`/admin/groups`,children:`Groups`}),` / `,b.name]}),(0,O.jsxs)(`h1`,{children:[`Group `,b.name]}),(0,O.jsx)(V,{roles:r.data.rootRoles,initial:b,submitLabel:`Save group`,onSaved:_,save:async t=>!!await f(a({id:e,input:w(t,S)}),`Saved ${t.name}`)},`${b.name}|${b.rootRole}`),(0,O.jsxs)(`p`,{children:[`Projects where used: `,b.projects.join(`, `)||(0,O.jsx)(`span`,{className:`muted`,children:`none`})]}),(0,O.jsx)(`h2`,{children:`Members`}),(0,O.jsxs)(`form`,{className:`toolbar`,"aria-label":`Add a member`,onSubmit:e=>{e.preventDefault(),c&&T([...S,Number(c)],`Member added`).then(()=>l(``))},children:[(0,O.jsx)(x,{label:`New member`,children:(0,O.jsxs)(`select`,{value:c,onChange:e=>l(e.target.value),children:[(0,O.jsx)(`option`,{value:``,children:`Choose a user`}),k.map(e=>(0,O.jsx)(`option`,{value:e.id,children:E(e)},e.id))]})}),(0,O.jsx)(`button`,{type:`submit`,disabled:!c,children:`Add member`})]}),b.users.length===0?(0,O.jsx)(`p`,{className:`muted`,children:`The group has no members yet.`}):(0,O.jsxs)(`table`,{children:[(0,O.jsx)(`thead`,{children:(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`th`,{scope:`col`,children:`Member`}),(0,O.jsx)(`th`,{scope:`col`,children:`Joined`}),(0,O.jsx)(`th`,{scope:`col`,children:(0,O.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,O.jsx)(`tbody`,{children:b.users.map(e=>(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`td`,{children:E(e.user)}),(0,O.jsx)(`td`,{children:v(e.joinedAt)}),(0,O.jsx)(`td`,{children:(0,O.jsx)(`button`,{type:`button`,onClick:()=>void T(S.filter(t=>t!==e.user.id),`Removed ${E(e.user)}`),children:`Remove`})})]},e.user.id))})]}),(0,O.jsx)(`p`,{children:(0,O.jsx)(`button`,{type:`button`,className:`danger`,onClick:async()=>{await g(`Delete the group ${b.name}?`,`Its members keep their own roles.`,`Delete`)&&await f(s({id:e}),`Deleted group ${b.name}`)&&u(`/admin/groups`)},children:`Delete group`})})]})}var U=f(`
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
`),W=f(`
  mutation AdminCreateInvite($input: SignupTokenInput!) {
    createSignupToken(input: $input) {
      id
      url
    }
  }
`),G=f(`
  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {
    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {
      id
      enabled
    }
  }
`);function K(){let[e,t]=d({query:U,requestPolicy:`cache-and-network`}),[n,r]=(0,D.useState)(``),[i,a]=(0,D.useState)(7),[s,c]=(0,D.useState)(null),[,l]=m(W),[,u]=m(G),f=y(),{confirm:_}=o(),b=()=>t({requestPolicy:`network-only`}),S=async e=>{e.preventDefault();let t=g(i);if(!t)return;let a=await f(l({input:{name:n,expiresAt:t}}),`Created the invite link ${n}`);a&&(c(a.createSignupToken.url??null),r(``),b())},w=async(e,t,n)=>{(n||await _(`Disable ${t}?`,`Nobody can sign up through it any more.`,`Disable`))&&await f(u({id:e,enabled:n}),n?`Enabled ${t}`:`Disabled ${t}`)&&b()};return(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(`h1`,{children:`Invite links`}),(0,O.jsx)(`p`,{className:`muted`,children:`People who sign up through a link join with the Viewer role.`}),(0,O.jsxs)(`form`,{className:`toolbar`,"aria-label":`New invite link`,onSubmit:S,children:[(0,O.jsx)(x,{label:`Link name`,children:(0,O.jsx)(`input`,{required:!0,value:n,onChange:e=>r(e.target.value)})}),(0,O.jsx)(T,{days:i,onChange:a}),(0,O.jsx)(`button`,{type:`submit`,disabled:!n,children:`Create invite link`})]}),s&&(0,O.jsx)(C,{label:`The invite link`,secret:s,onDone:()=>c(null)}),e.fetching&&!e.data&&(0,O.jsx)(p,{what:`invite links`}),e.error&&(0,O.jsx)(h,{error:e.error,retry:b}),e.data&&e.data.signupTokens.length===0&&(0,O.jsx)(`p`,{className:`muted`,children:`There are no invite links yet.`}),e.data&&e.data.signupTokens.length>0&&(0,O.jsxs)(`table`,{children:[(0,O.jsx)(`thead`,{children:(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`th`,{scope:`col`,children:`Link`}),(0,O.jsx)(`th`,{scope:`col`,children:`State`}),(0,O.jsx)(`th`,{scope:`col`,children:`Expires`}),(0,O.jsx)(`th`,{scope:`col`,children:`Created by`}),(0,O.jsx)(`th`,{scope:`col`,children:`Signed up`}),(0,O.jsx)(`th`,{scope:`col`,children:(0,O.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,O.jsx)(`tbody`,{children:e.data.signupTokens.map(e=>(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`td`,{children:e.name}),(0,O.jsx)(`td`,{children:e.enabled?`enabled`:`disabled`}),(0,O.jsx)(`td`,{children:v(e.expiresAt)}),(0,O.jsx)(`td`,{children:e.createdBy??(0,O.jsx)(`span`,{className:`muted`,children:`unknown`})}),(0,O.jsx)(`td`,{children:e.users.map(e=>E(e)).join(`, `)||(0,O.jsx)(`span`,{className:`muted`,children:`nobody yet`})}),(0,O.jsx)(`td`,{children:(0,O.jsx)(`button`,{type:`button`,onClick:()=>w(e.id,e.name,!e.enabled),children:e.enabled?`Disable`:`Enable`})})]},e.id))})]})]})}var q=f(`
  query AdminAccessProjects {
    projects {
      id
      name
    }
  }
`),J=f(`
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
`),Y=f(`
  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`),X=f(`
  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`);function Z({projectId:e}){let[t,r]=d({query:q}),[,i]=n();return(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(`h1`,{children:`Project access`}),t.error&&(0,O.jsx)(h,{error:t.error,retry:()=>r({requestPolicy:`network-only`})}),(0,O.jsx)(x,{label:`Project`,children:(0,O.jsxs)(`select`,{value:e??``,onChange:e=>i(`/admin/access/${encodeURIComponent(e.target.value)}`),children:[(0,O.jsx)(`option`,{value:``,children:`Choose a project`}),t.data?.projects.map(e=>(0,O.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),e?(0,O.jsx)(Q,{projectId:e}):(0,O.jsx)(`p`,{className:`muted`,children:`Choose a project to see who can work in it.`})]})}function Q({projectId:e}){let[t,n]=d({query:J,variables:{projectId:e},requestPolicy:`cache-and-network`}),[,r]=m(X),i=y(),{confirm:a}=o(),s=()=>n({requestPolicy:`network-only`});if(t.fetching&&!t.data)return(0,O.jsx)(p,{what:`the project's access`});if(t.error)return(0,O.jsx)(h,{error:t.error,retry:s});if(!t.data)return null;let c=t.data.projectAccess,l=[...c.users.map(e=>({key:`u${e.user.id}-${e.role.id}`,who:E(e.user),kind:`User`,role:e.role,userIds:[e.user.id],groupIds:[]})),...c.groups.map(e=>({key:`g${e.group.id}-${e.role.id}`,who:e.group.name,kind:`Group`,role:e.role,userIds:[],groupIds:[e.group.id]}))],u=async t=>{await a(`Remove ${t.who}'s role ${t.role.name}?`,`They lose what the role allows in ${e}.`,`Remove`)&&await i(r({project:e,roleId:t.role.id,userIds:t.userIds,groupIds:t.groupIds}),`Removed ${t.who} from ${e}`)&&s()};return(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(ee,{projectId:e,roles:c.roles,users:t.data.users,groups:t.data.groups,onGranted:s}),l.length===0?(0,O.jsx)(`p`,{className:`muted`,children:`No user or group holds a project role here; root roles still apply.`}):(0,O.jsxs)(`table`,{"aria-label":`Access to ${e}`,children:[(0,O.jsx)(`thead`,{children:(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`th`,{scope:`col`,children:`Who`}),(0,O.jsx)(`th`,{scope:`col`,children:`Kind`}),(0,O.jsx)(`th`,{scope:`col`,children:`Project role`}),(0,O.jsx)(`th`,{scope:`col`,children:(0,O.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,O.jsx)(`tbody`,{children:l.map(e=>(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`td`,{children:e.who}),(0,O.jsx)(`td`,{children:e.kind}),(0,O.jsx)(`td`,{children:e.role.name}),(0,O.jsx)(`td`,{children:(0,O.jsx)(`button`,{type:`button`,onClick:()=>u(e),children:`Remove`})})]},e.key))})]})]})}function ee({projectId:e,roles:t,users:n,groups:r,onGranted:i}){let[a,o]=(0,D.useState)(``),[s,c]=(0,D.useState)(``),[,l]=m(Y),u=y(),d=Number(s||t[0]?.id);return(0,O.jsxs)(`form`,{className:`toolbar`,"aria-label":`Grant access`,onSubmit:async t=>{t.preventDefault();let[n,r]=a.split(`:`),s={project:e,roleId:d,userIds:n===`u`?[Number(r)]:[],groupIds:n===`g`?[Number(r)]:[]};await u(l(s),`Access granted in ${e}`)&&(o(``),i())},children:[(0,O.jsx)(x,{label:`User or group`,children:(0,O.jsxs)(`select`,{value:a,onChange:e=>o(e.target.value),children:[(0,O.jsx)(`option`,{value:``,children:`Choose`}),(0,O.jsx)(`optgroup`,{label:`Users`,children:n.map(e=>(0,O.jsx)(`option`,{value:`u:${e.id}`,children:E(e)},e.id))}),(0,O.jsx)(`optgroup`,{label:`Groups`,children:r.map(e=>(0,O.jsx)(`option`,{value:`g:${e.id}`,children:e.name},e.id))})]})}),(0,O.jsx)(x,{label:`Project role`,children:(0,O.jsx)(`select`,{value:s||String(t[0]?.id??``),onChange:e=>c(e.target.value),children:t.map(e=>(0,O.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,O.jsx)(`button`,{type:`submit`,disabled:!a||!d,children:`Grant access`})]})}var te=f(`
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
`),ne=f(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`),re=f(`
  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {
    updateUser(id: $id, input: { rootRole: $role }) {
      id
      rootRole {
        id
        name
      }
    }
  }
`),ie=f(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);function ae(){let[e,t]=d({query:te,requestPolicy:`cache-and-network`}),[n,r]=(0,D.useState)(``),[,i]=m(re),[,a]=m(ie),s=y(),{confirm:c}=o(),l=()=>t({requestPolicy:`network-only`}),u=e.data?.users.filter(e=>w(e,n))??[],f=e.data?.rootRoles??[],g=async(e,t)=>{await c(`Delete ${t}?`,`Their sessions and tokens stop working at once.`,`Delete`)&&await s(a({id:e}),`Deleted ${t}`)&&l()};return(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(`h1`,{children:`Users`}),f.length>0&&(0,O.jsx)(oe,{roles:f,onCreated:l}),e.data&&(0,O.jsx)(`div`,{className:`toolbar`,children:(0,O.jsx)(x,{label:`Search users`,children:(0,O.jsx)(`input`,{type:`search`,value:n,onChange:e=>r(e.target.value)})})}),e.fetching&&!e.data&&(0,O.jsx)(p,{what:`users`}),e.error&&(0,O.jsx)(h,{error:e.error,retry:l}),e.data&&u.length===0&&(0,O.jsx)(`p`,{className:`muted`,children:n?`No user matches “${n}”.`:`There are no users yet.`}),u.length>0&&(0,O.jsxs)(`table`,{children:[(0,O.jsx)(`thead`,{children:(0,O.jsxs)(`tr`,{children:[(0,O.jsx)(`th`,{scope:`col`,children:`User`}),(0,O.jsx)(`th`,{scope:`col`,children:`Root role`}),(0,O.jsx)(`th`,{scope:`col`,children:`Last seen`}),(0,O.jsx)(`th`,{scope:`col`,children:`Created`}),(0,O.jsx)(`th`,{scope:`col`,children:(0,O.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,O.jsx)(`tbody`,{children:u.map(e=>{let t=E(e);return(0,O.jsxs)(`tr`,{children:[(0,O.jsxs)(`td`,{children:[t,e.email&&e.email!==t&&(0,O.jsx)(`div`,{className:`muted`,children:e.email})]}),(0,O.jsx)(`td`,{children:(0,O.jsxs)(`select`,{"aria-label":`Root role of ${t}`,value:e.rootRole?.id??``,onChange:n=>void s(i({id:e.id,role:Number(n.target.value)}),`${t} changed role`),children:[!e.rootRole&&(0,O.jsx)(`option`,{value:``,children:`none`}),f.map(e=>(0,O.jsx)(`option`,{value:e.id,children:e.name},e.id))]})}),(0,O.jsx)(`td`,{children:v(e.seenAt)}),(0,O.jsx)(`td`,{children:v(e.createdAt)}),(0,O.jsx)(`td`,{children:(0,O.jsx)(`button`,{type:`button`,className:`danger`,onClick:()=>g(e.id,t),children:`Delete`})})]},e.id)})})]})]})}function oe({roles:e,onCreated:t}){let[n,r]=(0,D.useState)(``),[i,a]=(0,D.useState)(``),[o,s]=(0,D.useState)(``),[c,l]=(0,D.useState)(String(e.find(e=>e.name===`Viewer`)?.id??e[0]?.id??``)),[{fetching:u},d]=m(ne),f=y();return(0,O.jsxs)(`form`,{className:`toolbar`,"aria-label":`New user`,onSubmit:async e=>{e.preventDefault();let l={name:n||null,email:i,password:o||null,rootRole:Number(c)};await f(d({input:l}),`Created ${i}`)&&(r(``),a(``),s(``),t())},children:[(0,O.jsx)(x,{label:`Name`,children:(0,O.jsx)(`input`,{value:n,onChange:e=>r(e.target.value)})}),(0,O.jsx)(x,{label:`Email`,children:(0,O.jsx)(`input`,{type:`email`,required:!0,value:i,onChange:e=>a(e.target.value)})}),(0,O.jsx)(x,{label:`Password`,children:(0,O.jsx)(`input`,{type:`password`,autoComplete:`new-password`,value:o,onChange:e=>s(e.target.value)})}),(0,O.jsx)(x,{label:`Root role`,children:(0,O.jsx)(`select`,{value:c,onChange:e=>l(e.target.value),children:e.map(e=>(0,O.jsx)(`option`,{value:e.id,children:e.name},e.id))})}),(0,O.jsx)(`button`,{type:`submit`,disabled:u||!i,children:`Create user`})]})}var $=[{href:`/admin/users`,label:`Users`},{href:`/admin/groups`,label:`Groups`},{href:`/admin/access`,label:`Project access`},{href:`/admin/invites`,label:`Invite links`},{href:`/admin/tokens`,label:`API tokens`}];function se(){let[e]=n();return(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(c,{label:`Admin`,sections:$,current:s($,e)}),(0,O.jsxs)(r,{children:[(0,O.jsx)(i,{path:`/admin`,children:(0,O.jsx)(a,{to:`/admin/users`,replace:!0})}),(0,O.jsx)(i,{path:`/admin/users`,children:(0,O.jsx)(ae,{})}),(0,O.jsx)(i,{path:`/admin/groups`,children:(0,O.jsx)(B,{})}),(0,O.jsx)(i,{path:`/admin/groups/:id`,children:e=>(0,O.jsx)(H,{id:Number(e.id)})}),(0,O.jsx)(i,{path:`/admin/access`,children:(0,O.jsx)(Z,{})}),(0,O.jsx)(i,{path:`/admin/access/:projectId`,children:e=>(0,O.jsx)(Z,{projectId:e.projectId})}),(0,O.jsx)(i,{path:`/admin/invites`,children:(0,O.jsx)(K,{})}),(0,O.jsx)(i,{path:`/admin/tokens`,children:(0,O.jsx)(M,{})}),(0,O.jsxs)(i,{children:[(0,O.jsx)(`h1`,{children:`Page not found`}),(0,O.jsxs)(`p`,{children:[`Nothing lives at `,(0,O.jsx)(`code`,{children:e}),`. `,(0,O.jsx)(t,{href:`/admin/users`,children:`Back to the users`})]})]})]})]})}export{se as default};