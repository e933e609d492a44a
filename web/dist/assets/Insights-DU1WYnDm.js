import{a as e,l as t,n,t as r}from"./states-B-yEa2ur.js";import{a as i,n as a,r as o,t as s}from"./LineChart-qFKIh61n.js";import{n as c}from"./preload-helper--RVb0OjH.js";var l=c(),u=e(`
  query InstanceInsights {
    instanceInsights {
      users {
        total
        active
        inactive
      }
      flags {
        total
      }
      userTrends {
        date
        total
        active
        inactive
      }
      flagTrends {
        date
        total
        active
        stale
        potentiallyStale
      }
      projectFlagTrends {
        week
        project
        health
        timeToProduction
      }
      metricsSummaryTrends {
        week
        project
        totalRequests
      }
      environmentTypeTrends {
        week
        environmentType
        totalUpdates
      }
    }
  }
`);function d(){let[e,c]=t({query:u,requestPolicy:`network-only`}),d=e.data?.instanceInsights;return(0,l.jsxs)(l.Fragment,{children:[(0,l.jsx)(`h1`,{children:`Insights`}),e.fetching&&!d&&(0,l.jsx)(n,{what:`insights`}),e.error&&(0,l.jsx)(r,{error:e.error,refetch:c}),d&&(0,l.jsxs)(l.Fragment,{children:[(0,l.jsxs)(`dl`,{className:`totals`,children:[(0,l.jsxs)(`div`,{children:[(0,l.jsx)(`dt`,{children:`Users`}),(0,l.jsx)(`dd`,{children:d.users.total})]}),(0,l.jsxs)(`div`,{children:[(0,l.jsx)(`dt`,{children:`Active users (60 days)`}),(0,l.jsx)(`dd`,{children:d.users.active})]}),(0,l.jsxs)(`div`,{children:[(0,l.jsx)(`dt`,{children:`Inactive users`}),(0,l.jsx)(`dd`,{children:d.users.inactive})]}),(0,l.jsxs)(`div`,{children:[(0,l.jsx)(`dt`,{children:`Flags`}),(0,l.jsx)(`dd`,{children:d.flags.total})]})]}),(0,l.jsxs)(`div`,{className:`charts`,children:[(0,l.jsx)(s,{title:`Users`,data:a(d.userTrends,e=>o(e.date),{total:e=>e.total,active:e=>e.active,inactive:e=>e.inactive})}),(0,l.jsx)(s,{title:`Flags`,data:a(d.flagTrends,e=>o(e.date),{total:e=>e.total,active:e=>e.active,stale:e=>e.stale,"potentially stale":e=>e.potentiallyStale})}),(0,l.jsx)(s,{title:`Health per project`,unit:`%`,data:i(d.projectFlagTrends,e=>e.week,e=>e.project,e=>e.health)}),(0,l.jsx)(s,{title:`Time to production per project`,unit:` days`,data:i(d.projectFlagTrends,e=>e.week,e=>e.project,e=>e.timeToProduction??null)}),(0,l.jsx)(s,{title:`SDK requests per week`,data:i(d.metricsSummaryTrends,e=>e.week,e=>e.project,e=>e.totalRequests)}),(0,l.jsx)(s,{title:`Updates per environment type`,data:i(d.environmentTypeTrends,e=>e.week,e=>e.environmentType,e=>e.totalUpdates)})]})]})]})}export{d as default};