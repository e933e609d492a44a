import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,n}from"./preload-helper--RVb0OjH.js";import{a as r,c as i,i as a,l as o,n as s,t as c}from"./states-B-yEa2ur.js";import{d as l,f as u,h as d,p as f,r as p}from"./index-C-oM_pD_.js";import{n as m,t as h}from"./diff-Uvf86Gcq.js";var g=e(t(),1),_=n();r(`
  fragment ChangeRequestFields on ChangeRequest {
    id
    title
    state
    environment
    minApprovals
    createdAt
    createdBy {
      id
      username
    }
    features {
      name
      conflict
      changes {
        id
        action
        payload
        conflict
      }
    }
    approvals {
      createdBy {
        username
      }
    }
    rejections {
      createdBy {
        username
      }
    }
    comments {
      id
      text
      createdBy {
        username
      }
    }
    schedule {
      scheduledAt
      status
      failureReason
    }
  }
`);var v=r(`
  query ChangeRequests($projectId: String!) {
    changeRequests(projectId: $projectId, list: ALL) {
      id
      title
      state
      environment
      createdBy {
        username
      }
      features {
        name
      }
    }
  }
`),y=r(`
  query ChangeRequest($projectId: String!, $id: Int!) {
    changeRequest(projectId: $projectId, id: $id) {
      ...ChangeRequestFields
    }
    me {
      id
    }
  }
`),b=r(`
  mutation SetChangeRequestState(
    $projectId: String!
    $id: Int!
    $state: String!
    $scheduledAt: Time
    $comment: String
  ) {
    setChangeRequestState(
      projectId: $projectId
      id: $id
      state: $state
      scheduledAt: $scheduledAt
      comment: $comment
    ) {
      ...ChangeRequestFields
    }
  }
`),x=r(`
  mutation AddChangeRequestComment($projectId: String!, $id: Int!, $text: String!) {
    addChangeRequestComment(projectId: $projectId, id: $id, text: $text) {
      ...ChangeRequestFields
    }
  }
`),S=r(`
  mutation SetChangeRequestConfig(
    $projectId: String!
    $environment: String!
    $enabled: Boolean!
    $requiredApprovals: Int
  ) {
    setChangeRequestConfig(
      projectId: $projectId
      environment: $environment
      enabled: $enabled
      requiredApprovals: $requiredApprovals
    ) {
      environment
      changeRequestEnabled
      requiredApprovals
    }
  }
`),C=r(`
  query FlagNow($projectId: String!, $name: String!, $environment: String!) {
    feature(projectId: $projectId, name: $name) {
      name
      environments {
        name
        enabled
      }
    }
    featureStrategies(projectId: $projectId, featureName: $name, environment: $environment) {
      id
      name
      title
      disabled
      parameters
    }
  }
`);function w({projectId:e,last:t}){return(0,_.jsxs)(`nav`,{"aria-label":`Breadcrumb`,className:`crumbs`,children:[(0,_.jsx)(d,{href:`/`,children:`Projects`}),` /`,` `,(0,_.jsx)(d,{href:`/projects/${encodeURIComponent(e)}`,children:e}),` /`,` `,(0,_.jsx)(d,{href:`/projects/${encodeURIComponent(e)}/change-requests`,children:`Change requests`}),` /`,` `,(0,_.jsx)(`span`,{children:t})]})}function T({projectId:e}){let[t,n]=o({query:v,variables:{projectId:e}});return f(e,null,n),(0,_.jsxs)(_.Fragment,{children:[(0,_.jsxs)(`nav`,{"aria-label":`Breadcrumb`,className:`crumbs`,children:[(0,_.jsx)(d,{href:`/`,children:`Projects`}),` /`,` `,(0,_.jsx)(d,{href:`/projects/${encodeURIComponent(e)}`,children:e}),` /`,` `,(0,_.jsx)(`span`,{children:`Change requests`})]}),(0,_.jsx)(`h1`,{children:`Change requests`}),(0,_.jsx)(E,{projectId:e}),t.fetching&&!t.data&&(0,_.jsx)(s,{what:`the change requests`}),t.error&&(0,_.jsx)(c,{error:t.error,refetch:n}),t.data&&t.data.changeRequests.length===0&&(0,_.jsx)(`p`,{className:`muted`,children:`No change requests yet.`}),t.data&&t.data.changeRequests.length>0&&(0,_.jsxs)(`table`,{"aria-label":`Change requests`,children:[(0,_.jsx)(`thead`,{children:(0,_.jsxs)(`tr`,{children:[(0,_.jsx)(`th`,{children:`#`}),(0,_.jsx)(`th`,{children:`Title`}),(0,_.jsx)(`th`,{children:`Environment`}),(0,_.jsx)(`th`,{children:`State`}),(0,_.jsx)(`th`,{children:`Flags`}),(0,_.jsx)(`th`,{children:`Author`})]})}),(0,_.jsx)(`tbody`,{children:t.data.changeRequests.map(t=>(0,_.jsxs)(`tr`,{children:[(0,_.jsx)(`td`,{children:t.id}),(0,_.jsx)(`td`,{children:(0,_.jsx)(d,{href:`/projects/${encodeURIComponent(e)}/change-requests/${t.id}`,children:t.title??`Change request #${t.id}`})}),(0,_.jsx)(`td`,{children:t.environment}),(0,_.jsx)(`td`,{children:t.state}),(0,_.jsx)(`td`,{children:t.features.map(e=>e.name).join(`, `)}),(0,_.jsx)(`td`,{children:t.createdBy.username})]},t.id))})]})]})}function E({projectId:e}){let[t,n]=p(e),[,r]=i(S),{toast:o}=u(),s=l(e);if(!t.data)return t.error?(0,_.jsx)(c,{error:t.error,refetch:n}):null;let d=async(t,n,i)=>{let s=await r({projectId:e,environment:t,enabled:n,requiredApprovals:i});s.error?o(`error`,a(s.error)):o(`success`,`Change requests are ${n?`on`:`off`} in ${t}`)};return(0,_.jsxs)(`section`,{"aria-labelledby":`cr-settings`,children:[(0,_.jsx)(`h2`,{id:`cr-settings`,children:`Settings`}),(0,_.jsxs)(`table`,{"aria-label":`Change request settings`,children:[(0,_.jsx)(`thead`,{children:(0,_.jsxs)(`tr`,{children:[(0,_.jsx)(`th`,{children:`Environment`}),(0,_.jsx)(`th`,{children:`Change requests`}),(0,_.jsx)(`th`,{children:`Approvals needed`})]})}),(0,_.jsx)(`tbody`,{children:t.data.changeRequestConfig.map(e=>(0,_.jsxs)(`tr`,{children:[(0,_.jsx)(`td`,{children:e.environment}),(0,_.jsx)(`td`,{children:(0,_.jsxs)(`label`,{children:[(0,_.jsx)(`input`,{type:`checkbox`,"aria-label":`Change requests in ${e.environment}`,checked:e.changeRequestEnabled,disabled:!s(`UPDATE_PROJECT`),onChange:t=>void d(e.environment,t.target.checked,e.requiredApprovals)}),` `,e.changeRequestEnabled?`Required`:`Off`]})}),(0,_.jsx)(`td`,{children:(0,_.jsx)(`input`,{type:`number`,min:1,max:10,"aria-label":`Approvals needed in ${e.environment}`,defaultValue:e.requiredApprovals,disabled:!s(`UPDATE_PROJECT`),onBlur:t=>{let n=Number(t.target.value);n!==e.requiredApprovals&&d(e.environment,e.changeRequestEnabled,n)}})})]},e.environment))})]})]})}function D({projectId:e,id:t}){let[n,r]=o({query:y,variables:{projectId:e,id:t}});f(e,null,r);let[{fetching:p},m]=i(b),[,h]=i(x),{toast:v}=u(),S=l(e),[C,T]=(0,g.useState)(``),[E,D]=(0,g.useState)(``);if(n.fetching&&!n.data)return(0,_.jsx)(s,{what:`the change request`});if(n.error||!n.data)return(0,_.jsxs)(_.Fragment,{children:[(0,_.jsx)(w,{projectId:e,last:`#${t}`}),n.error&&(0,_.jsx)(c,{error:n.error,refetch:r})]});let k=n.data.changeRequest,A=n.data.me?.id===k.createdBy.id,j=async(n,r)=>{let i=await m({projectId:e,id:t,state:n,scheduledAt:r});i.error?v(`error`,a(i.error)):v(`success`,`Change request #${t} is ${i.data?.setChangeRequestState.state}`)},M=async n=>{if(n.preventDefault(),!E.trim())return;let r=await h({projectId:e,id:t,text:E});r.error?v(`error`,a(r.error)):D(``)},N=[`Draft`,`In review`,`Approved`,`Scheduled`].includes(k.state);return(0,_.jsxs)(_.Fragment,{children:[(0,_.jsx)(w,{projectId:e,last:`#${t}`}),(0,_.jsx)(`h1`,{children:k.title??`Change request #${k.id}`}),(0,_.jsxs)(`p`,{children:[(0,_.jsx)(`span`,{className:`badge`,"aria-label":`State`,children:k.state}),` `,`in `,(0,_.jsx)(`strong`,{children:k.environment}),` by `,k.createdBy.username,` · `,k.approvals.length,` of`,` `,k.minApprovals,` approvals`]}),k.schedule&&(0,_.jsxs)(`p`,{role:`status`,children:[`Scheduled for `,new Date(k.schedule.scheduledAt).toLocaleString(),` (`,k.schedule.status,`)`,k.schedule.failureReason&&`: ${k.schedule.failureReason}`]}),(0,_.jsxs)(`div`,{className:`actions`,children:[k.state===`Draft`&&A&&(0,_.jsx)(`button`,{type:`button`,disabled:p,onClick:()=>void j(`In review`),children:`Send to review`}),k.state===`In review`&&!A&&S(`APPROVE_CHANGE_REQUEST`)&&(0,_.jsxs)(_.Fragment,{children:[(0,_.jsx)(`button`,{type:`button`,disabled:p,onClick:()=>void j(`Approved`),children:`Approve`}),(0,_.jsx)(`button`,{type:`button`,disabled:p,onClick:()=>void j(`Rejected`),children:`Reject`})]}),(k.state===`Approved`||k.state===`Scheduled`)&&S(`APPLY_CHANGE_REQUEST`)&&(0,_.jsxs)(_.Fragment,{children:[(0,_.jsx)(`button`,{type:`button`,disabled:p,onClick:()=>void j(`Applied`),children:`Apply changes`}),(0,_.jsxs)(`label`,{children:[`Apply at`,` `,(0,_.jsx)(`input`,{type:`datetime-local`,"aria-label":`Apply at`,value:C,onChange:e=>T(e.target.value)})]}),(0,_.jsx)(`button`,{type:`button`,disabled:p||!C,onClick:()=>void j(`Scheduled`,new Date(C).toISOString()),children:`Schedule`})]}),N&&A&&(0,_.jsx)(`button`,{type:`button`,disabled:p,onClick:()=>void j(`Cancelled`),children:`Cancel request`})]}),k.features.map(t=>(0,_.jsxs)(`section`,{"aria-label":`Changes to ${t.name}`,className:`env`,children:[(0,_.jsx)(`h2`,{children:(0,_.jsx)(d,{href:`/projects/${encodeURIComponent(e)}/features/${encodeURIComponent(t.name)}`,children:t.name})}),t.conflict&&N&&(0,_.jsxs)(`p`,{role:`alert`,className:`field-error`,children:[`Conflict: `,t.conflict]}),t.changes.map(n=>(0,_.jsx)(O,{projectId:e,flag:t.name,environment:k.environment,action:n.action,payload:n.payload,applied:!N},n.id))]},t.name)),(0,_.jsxs)(`section`,{"aria-labelledby":`cr-comments`,children:[(0,_.jsx)(`h2`,{id:`cr-comments`,children:`Comments`}),k.comments.length===0&&(0,_.jsx)(`p`,{className:`muted`,children:`No comments.`}),(0,_.jsx)(`ul`,{children:k.comments.map(e=>(0,_.jsxs)(`li`,{children:[(0,_.jsx)(`strong`,{children:e.createdBy.username}),`: `,e.text]},e.id))}),(0,_.jsxs)(`form`,{onSubmit:M,"aria-label":`Comment`,children:[(0,_.jsx)(`input`,{"aria-label":`Comment text`,value:E,onChange:e=>D(e.target.value)}),(0,_.jsx)(`button`,{type:`submit`,children:`Comment`})]})]})]})}function O(e){let{projectId:t,flag:n,environment:r,action:i,payload:a,applied:s}=e,[c]=o({query:C,variables:{projectId:t,name:n,environment:r},pause:s}),l=a??{},u,d=a;if(c.data&&!s){if(i===`updateEnabled`)u={enabled:c.data.feature.environments.find(e=>e.name===r)?.enabled},d={enabled:l.enabled};else if(i===`updateStrategy`||i===`deleteStrategy`){let e=c.data.featureStrategies.find(e=>e.id===l.id);u=e&&{id:e.id,name:e.name,title:e.title,disabled:e.disabled,parameters:e.parameters},d=i===`deleteStrategy`?void 0:{...u,...l}}}let f=h(u,d);return(0,_.jsxs)(`div`,{className:`change`,children:[(0,_.jsx)(`h3`,{children:i}),(0,_.jsxs)(`table`,{"aria-label":`${i} of ${n}`,children:[(0,_.jsx)(`thead`,{children:(0,_.jsxs)(`tr`,{children:[(0,_.jsx)(`th`,{children:`Field`}),(0,_.jsx)(`th`,{children:s?`Before`:`Now`}),(0,_.jsx)(`th`,{children:`Change`})]})}),(0,_.jsxs)(`tbody`,{children:[f.length===0&&(0,_.jsx)(`tr`,{children:(0,_.jsx)(`td`,{colSpan:3,children:i===`archiveFeature`?`The flag is archived`:`No difference`})}),f.map(e=>(0,_.jsxs)(`tr`,{children:[(0,_.jsx)(`td`,{children:e.path}),(0,_.jsx)(`td`,{children:(0,_.jsx)(`del`,{children:m(e.before)})}),(0,_.jsx)(`td`,{children:(0,_.jsx)(`ins`,{children:m(e.after)})})]},e.path))]})]})]})}export{T as ChangeRequestList,T as default,D as ChangeRequestPage};