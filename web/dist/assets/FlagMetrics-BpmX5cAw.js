import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,n}from"./preload-helper--RVb0OjH.js";import{a as r,l as i,n as a,t as o}from"./states-B-yEa2ur.js";import{i as s,t as c}from"./LineChart-qFKIh61n.js";var l=e(t(),1),u=n(),d=r(`
  query FlagMetrics($name: String!, $hours: Int!) {
    featureMetrics(featureName: $name, hoursBack: $hours) {
      applications
      buckets {
        timestamp
        environment
        appName
        yes
        no
      }
    }
  }
`),f=48;function p({name:e,environments:t}){let[n,r]=i({query:d,variables:{name:e,hours:f},requestPolicy:`network-only`}),[p,m]=(0,l.useState)(``),h=(0,l.useId)(),g=n.data?.featureMetrics;return(0,u.jsxs)(`section`,{"aria-labelledby":`${h}-title`,className:`history`,children:[(0,u.jsx)(`h2`,{id:`${h}-title`,children:`SDK metrics`}),n.fetching&&!g&&(0,u.jsx)(a,{what:`the metrics`}),n.error&&(0,u.jsx)(o,{error:n.error,refetch:r}),g&&g.buckets.length===0&&(0,u.jsxs)(`p`,{className:`muted`,children:[`No SDK evaluated this flag in the last `,f,` hours.`]}),g&&g.buckets.length>0&&(0,u.jsxs)(u.Fragment,{children:[(0,u.jsx)(`label`,{htmlFor:`${h}-env`,children:`Metrics environment`}),` `,(0,u.jsxs)(`select`,{id:`${h}-env`,value:p,onChange:e=>m(e.target.value),children:[(0,u.jsx)(`option`,{value:``,children:`all`}),t.map(e=>(0,u.jsx)(`option`,{children:e},e))]}),(0,u.jsx)(c,{title:`Evaluations per hour, last ${f} hours`,data:s(g.buckets,new Date,f,p)}),(0,u.jsxs)(`p`,{children:[`Applications that asked: `,g.applications.join(`, `)]})]})]})}export{p as default};