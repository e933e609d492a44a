import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,n}from"./preload-helper--RVb0OjH.js";import{a as r,l as i,n as a,t as o,u as s}from"./states-B-yEa2ur.js";import{n as c}from"./index-C-oM_pD_.js";var l=e(t(),1),u={type:``,project:``,feature:``,query:``};function d(e){let t={};for(let n of Object.keys(e)){let r=e[n].trim();r&&(t[n]=r)}return t}function f(e,t){if(t.type&&e.type!==t.type||t.project&&e.project!==t.project||t.feature&&e.featureName!==t.feature)return!1;if(!t.query)return!0;let n=t.query.toLowerCase();return[e.type,e.createdBy,e.data==null?``:JSON.stringify(e.data),e.preData==null?``:JSON.stringify(e.preData),...e.tags.map(e=>`${e.type}:${e.value}`)].some(e=>e.toLowerCase().includes(n))}var p=n(),m=r(`
  query EventLog($filter: EventFilter, $first: Int, $after: String) {
    events(filter: $filter, first: $first, after: $after) {
      totalEvents
      edges {
        cursor
        node {
          id
          createdAt
          type
          createdBy
          project
          featureName
          environment
          data
          preData
          tags {
            type
            value
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`),h=r(`
  subscription EventLogLive($project: String, $feature: String) {
    eventAdded(project: $project, feature: $feature) {
      id
      createdAt
      type
      createdBy
      project
      featureName
      environment
      data
      preData
      tags {
        type
        value
      }
    }
  }
`),g=r(`
  query EventLogOptions {
    projects {
      id
      name
    }
    eventTypes
  }
`),_=50;function v(){let[e,t]=(0,l.useState)(u),[n,r]=(0,l.useState)(u),[a]=i({query:g}),o=(0,l.useId)(),s=e=>t(t=>({...t,...e}));return(0,p.jsxs)(p.Fragment,{children:[(0,p.jsx)(`h1`,{children:`Event log`}),(0,p.jsxs)(`form`,{role:`search`,"aria-label":`Search the events`,className:`toolbar`,onSubmit:t=>{t.preventDefault(),r(e)},children:[(0,p.jsx)(`label`,{htmlFor:`${o}-q`,children:`Search text`}),(0,p.jsx)(`input`,{id:`${o}-q`,type:`search`,value:e.query,onChange:e=>s({query:e.target.value})}),(0,p.jsx)(`label`,{htmlFor:`${o}-type`,children:`Event type`}),(0,p.jsxs)(`select`,{id:`${o}-type`,value:e.type,onChange:e=>s({type:e.target.value}),children:[(0,p.jsx)(`option`,{value:``,children:`any`}),a.data?.eventTypes.map(e=>(0,p.jsx)(`option`,{children:e},e))]}),(0,p.jsx)(`label`,{htmlFor:`${o}-project`,children:`Project`}),(0,p.jsxs)(`select`,{id:`${o}-project`,value:e.project,onChange:e=>s({project:e.target.value}),children:[(0,p.jsx)(`option`,{value:``,children:`any`}),a.data?.projects.map(e=>(0,p.jsx)(`option`,{value:e.id,children:e.name},e.id))]}),(0,p.jsx)(`label`,{htmlFor:`${o}-feature`,children:`Flag name`}),(0,p.jsx)(`input`,{id:`${o}-feature`,value:e.feature,onChange:e=>s({feature:e.target.value})}),(0,p.jsx)(`button`,{type:`submit`,children:`Search`}),(0,p.jsx)(`button`,{type:`button`,onClick:()=>{t(u),r(u)},children:`Clear`})]}),(0,p.jsx)(y,{filter:n},JSON.stringify(n))]})}function y({filter:e}){let t=d(e),[n,r]=(0,l.useState)([null]),[i,a]=(0,l.useState)(null),[o]=s({query:h,variables:{project:t.project,feature:t.feature}},(e=[],n)=>{let r=n.eventAdded;return f(r,t)?[r,...e]:e}),c=(o.data??[]).filter(e=>i===null||e.id>i);return(0,p.jsxs)(p.Fragment,{children:[c.length>0&&(0,p.jsx)(`ol`,{className:`events`,"aria-label":`New events`,children:c.map(e=>(0,p.jsx)(S,{event:e},e.id))}),(0,p.jsx)(`ol`,{className:`events`,"aria-label":`Events`,children:n.map((e,i)=>(0,p.jsx)(b,{filter:t,after:e,last:i===n.length-1,onNewest:i===0?a:void 0,onMore:e=>r(t=>t.includes(e)?t:[...t,e])},e??``))})]})}function b(e){let{filter:t,after:n,last:r,onNewest:s,onMore:c}=e,[u,d]=i({query:m,variables:{filter:t,first:_,after:n},requestPolicy:`network-only`}),f=u.data?.events,h=f?.edges[0]?.node;return(0,l.useEffect)(()=>{s&&s(h?.id??0)},[s,h?.id]),u.fetching&&!f?(0,p.jsx)(`li`,{children:(0,p.jsx)(a,{what:`events`})}):u.error?(0,p.jsx)(`li`,{children:(0,p.jsx)(o,{error:u.error,refetch:d})}):f?(0,p.jsxs)(p.Fragment,{children:[n===null&&f.edges.length===0&&(0,p.jsx)(`li`,{className:`muted`,children:`No events match this search.`}),n===null&&f.edges.length>0&&(0,p.jsxs)(`li`,{className:`muted`,children:[f.totalEvents,` `,f.totalEvents===1?`event matches`:`events match`,`, newest first.`]}),f.edges.map(e=>(0,p.jsx)(S,{event:e.node},e.cursor)),r&&f.pageInfo.hasNextPage&&f.pageInfo.endCursor&&(0,p.jsx)(x,{onMore:()=>c(f.pageInfo.endCursor)})]}):null}function x({onMore:e}){let t=(0,l.useRef)(null),n=(0,l.useRef)(e);return(0,l.useEffect)(()=>{n.current=e},[e]),(0,l.useEffect)(()=>{let e=t.current;if(!e||typeof IntersectionObserver>`u`)return;let r=new IntersectionObserver(e=>{e.some(e=>e.isIntersecting)&&n.current()});return r.observe(e),()=>r.disconnect()},[]),(0,p.jsx)(`li`,{ref:t,children:(0,p.jsx)(`button`,{type:`button`,onClick:e,children:`Older events`})})}function S({event:e}){return(0,p.jsx)(`li`,{children:(0,p.jsxs)(`details`,{children:[(0,p.jsxs)(`summary`,{children:[(0,p.jsx)(`strong`,{children:e.type}),e.project&&(0,p.jsx)(`span`,{className:`badge`,children:e.project}),e.featureName&&(0,p.jsx)(`span`,{className:`badge`,children:e.featureName}),e.environment&&(0,p.jsx)(`span`,{className:`badge`,children:e.environment}),` by `,e.createdBy,`,`,` `,(0,p.jsx)(`time`,{dateTime:e.createdAt,children:new Date(e.createdAt).toLocaleString()})]}),(0,p.jsx)(c,{type:e.type,before:e.preData,after:e.data}),e.tags.length>0&&(0,p.jsxs)(`p`,{children:[`Tags: `,e.tags.map(e=>`${e.type}:${e.value}`).join(`, `)]}),(0,p.jsx)(`pre`,{className:`event-data`,children:JSON.stringify({data:e.data,preData:e.preData},null,2)})]})})}export{v as default};