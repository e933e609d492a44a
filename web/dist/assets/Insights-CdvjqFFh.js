import{c as e,i as t,n,t as r}from"./states-HzVF1Hn_.js";import{n as i}from"./preload-helper-tnXV0pyJ.js";function a(e){return e.slice(0,10)}function o(e,t,n){return{labels:e.map(t),series:Object.entries(n).map(([t,n])=>({name:t,values:e.map(n)}))}}function s(e,t,n,r){let i=[...new Set(e.map(t))].sort(),a=[...new Set(e.map(n))].sort(),o=new Map(i.map((e,t)=>[e,t])),s=a.map(e=>({name:e,values:i.map(()=>null)})),c=new Map(s.map(e=>[e.name,e]));for(let i of e){let e=r(i);if(e===null)continue;let a=c.get(n(i)),s=o.get(t(i));a.values[s]=(a.values[s]??0)+e}return{labels:i,series:s}}function c(e){let t=0;for(let n of e.series)for(let e of n.values)e!==null&&e>t&&(t=e);return t||1}function l(e){return e.series.reduce((e,t)=>e+t.values.filter(e=>e!==null).length,0)}var u=i(),d=560,f=200,p={left:44,right:12,top:12,bottom:28},m=[`#2563eb`,`#16a34a`,`#dc2626`,`#d97706`,`#7c3aed`,`#0891b2`,`#db2777`,`#4b5563`];function h({title:e,data:t,unit:n=``}){let r=c(t),i=t.labels.length,a=e=>p.left+(i<=1?(d-p.left-p.right)/2:e*(d-p.left-p.right)/(i-1)),o=e=>f-p.bottom-e/r*(f-p.top-p.bottom);return(0,u.jsxs)(`figure`,{className:`chart`,children:[(0,u.jsx)(`figcaption`,{children:e}),l(t)===0?(0,u.jsx)(`p`,{className:`muted`,children:`No data yet: the weekly snapshot fills this in.`}):(0,u.jsxs)(u.Fragment,{children:[(0,u.jsxs)(`svg`,{viewBox:`0 0 ${d} ${f}`,role:`img`,"aria-label":e,children:[(0,u.jsx)(`line`,{x1:p.left,x2:d-p.right,y1:o(0),y2:o(0),className:`axis`}),(0,u.jsxs)(`text`,{x:p.left-6,y:o(r),className:`tick`,textAnchor:`end`,children:[g(r),n]}),(0,u.jsx)(`text`,{x:p.left-6,y:o(0),className:`tick`,textAnchor:`end`,children:`0`}),(0,u.jsx)(`text`,{x:a(0),y:192,className:`tick`,textAnchor:i<=1?`middle`:`start`,children:t.labels[0]}),i>1&&(0,u.jsx)(`text`,{x:a(i-1),y:192,className:`tick`,textAnchor:`end`,children:t.labels[i-1]}),t.series.map((e,r)=>{let i=m[r%m.length],s=e.values.flatMap((e,t)=>e===null?[]:[`${a(t)},${o(e)}`]);return(0,u.jsxs)(`g`,{"data-series":e.name,children:[(0,u.jsx)(`polyline`,{points:s.join(` `),fill:`none`,stroke:i,strokeWidth:2}),e.values.map((r,s)=>r===null?null:(0,u.jsx)(`circle`,{cx:a(s),cy:o(r),r:3.5,fill:i,className:`point`,children:(0,u.jsxs)(`title`,{children:[e.name,`, `,t.labels[s],`: `,g(r),n]})},s))]},e.name)})]}),(0,u.jsx)(`ul`,{className:`legend`,children:t.series.map((e,t)=>(0,u.jsxs)(`li`,{children:[(0,u.jsx)(`span`,{className:`swatch`,style:{background:m[t%m.length]},"aria-hidden":`true`}),e.name]},e.name))}),(0,u.jsxs)(`details`,{children:[(0,u.jsxs)(`summary`,{children:[`The numbers`,(0,u.jsxs)(`span`,{className:`sr-only`,children:[` of `,e]})]}),(0,u.jsxs)(`table`,{children:[(0,u.jsx)(`thead`,{children:(0,u.jsxs)(`tr`,{children:[(0,u.jsx)(`th`,{scope:`col`,children:`Week`}),t.series.map(e=>(0,u.jsx)(`th`,{scope:`col`,children:e.name},e.name))]})}),(0,u.jsx)(`tbody`,{children:t.labels.map((e,n)=>(0,u.jsxs)(`tr`,{children:[(0,u.jsx)(`th`,{scope:`row`,children:e}),t.series.map(e=>(0,u.jsx)(`td`,{children:e.values[n]===null?`—`:g(e.values[n])},e.name))]},e))})]})]})]})]})}function g(e){return Number.isInteger(e)?String(e):e.toFixed(1)}var _=t(`
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
`);function v(){let[t,i]=e({query:_,requestPolicy:`network-only`}),c=t.data?.instanceInsights;return(0,u.jsxs)(u.Fragment,{children:[(0,u.jsx)(`h1`,{children:`Insights`}),t.fetching&&!c&&(0,u.jsx)(n,{what:`insights`}),t.error&&(0,u.jsx)(r,{error:t.error,retry:()=>i({requestPolicy:`network-only`})}),c&&(0,u.jsxs)(u.Fragment,{children:[(0,u.jsxs)(`dl`,{className:`totals`,children:[(0,u.jsxs)(`div`,{children:[(0,u.jsx)(`dt`,{children:`Users`}),(0,u.jsx)(`dd`,{children:c.users.total})]}),(0,u.jsxs)(`div`,{children:[(0,u.jsx)(`dt`,{children:`Active users (60 days)`}),(0,u.jsx)(`dd`,{children:c.users.active})]}),(0,u.jsxs)(`div`,{children:[(0,u.jsx)(`dt`,{children:`Inactive users`}),(0,u.jsx)(`dd`,{children:c.users.inactive})]}),(0,u.jsxs)(`div`,{children:[(0,u.jsx)(`dt`,{children:`Flags`}),(0,u.jsx)(`dd`,{children:c.flags.total})]})]}),(0,u.jsxs)(`div`,{className:`charts`,children:[(0,u.jsx)(h,{title:`Users`,data:o(c.userTrends,e=>a(e.date),{total:e=>e.total,active:e=>e.active,inactive:e=>e.inactive})}),(0,u.jsx)(h,{title:`Flags`,data:o(c.flagTrends,e=>a(e.date),{total:e=>e.total,active:e=>e.active,stale:e=>e.stale,"potentially stale":e=>e.potentiallyStale})}),(0,u.jsx)(h,{title:`Health per project`,unit:`%`,data:s(c.projectFlagTrends,e=>e.week,e=>e.project,e=>e.health)}),(0,u.jsx)(h,{title:`Time to production per project`,unit:` days`,data:s(c.projectFlagTrends,e=>e.week,e=>e.project,e=>e.timeToProduction??null)}),(0,u.jsx)(h,{title:`SDK requests per week`,data:s(c.metricsSummaryTrends,e=>e.week,e=>e.project,e=>e.totalRequests)}),(0,u.jsx)(h,{title:`Updates per environment type`,data:s(c.environmentTypeTrends,e=>e.week,e=>e.environmentType,e=>e.totalUpdates)})]})]})]})}export{v as default};