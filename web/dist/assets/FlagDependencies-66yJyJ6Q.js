import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{a as t,n}from"./preload-helper--RVb0OjH.js";import{a as r,c as i,i as a,l as o,t as s}from"./states-B-yEa2ur.js";import{f as c,h as l,t as u}from"./index-C-oM_pD_.js";var d=e(t(),1);function f(e){return e.enabled?e.variants.length===0?`${e.feature} must be enabled`:`${e.feature} must be enabled with variant ${e.variants.join(` or `)}`:`${e.feature} must be disabled`}function p(e,t){return e.filter(e=>e.name!==t&&e.dependencies.length===0).map(e=>e.name).sort((e,t)=>e.localeCompare(t))}function m(e){let t=new Set;for(let n of e){for(let e of n.variants)t.add(e.name);for(let e of n.strategies)for(let n of e.variants)t.add(n.name)}return[...t].sort((e,t)=>e.localeCompare(t))}function h(e,t,n){return{feature:e,enabled:t,variants:t?[...n]:[]}}var g=n(),_=20,v=250,y=r(`
  query ParentSearch($filter: FeatureSearchInput!) {
    searchFeatures(filter: $filter) {
      totalCount
      nodes {
        name
        dependencies {
          feature
        }
      }
    }
  }
`),b=r(`
  query ParentVariants($projectId: String!, $name: String!) {
    feature(projectId: $projectId, name: $name) {
      name
      environments {
        name
        variants {
          name
        }
        strategies {
          id
          variants {
            name
          }
        }
      }
    }
  }
`),x=r(`
  mutation AddDependency($projectId: String!, $child: String!, $input: DependencyInput!) {
    addDependency(projectId: $projectId, child: $child, input: $input) {
      feature
      enabled
      variants
    }
  }
`),S=r(`
  mutation DeleteDependency($projectId: String!, $child: String!, $parent: String!) {
    deleteDependency(projectId: $projectId, child: $child, parent: $parent)
  }
`);function C(e){let{projectId:t,flag:n,dependencies:r,dependents:o,readOnly:s}=e,[,u]=i(S),{toast:p,confirm:m}=c(),h=(0,d.useId)(),_=e=>`/projects/${encodeURIComponent(t)}/features/${encodeURIComponent(e)}`,v=async e=>{if(!await m(`Remove the dependency on ${e}?`,`${n} no longer needs ${e}.`,`Remove`))return;let r=await u({projectId:t,child:n,parent:e});r.error?p(`error`,a(r.error)):p(`success`,`${n} no longer depends on ${e}`)};return(0,g.jsxs)(`section`,{"aria-labelledby":`${h}-deps`,className:`dependencies`,children:[(0,g.jsx)(`h2`,{id:`${h}-deps`,children:`Dependencies`}),r.length===0?(0,g.jsxs)(`p`,{className:`muted`,children:[n,` depends on no other flag.`]}):(0,g.jsx)(`ul`,{className:`constraints`,"aria-label":`Parent flags`,children:r.map(e=>(0,g.jsxs)(`li`,{children:[(0,g.jsx)(l,{href:_(e.feature),children:e.feature}),`: `,f(e),` `,!s&&(0,g.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>v(e.feature),children:[`Remove`,(0,g.jsxs)(`span`,{className:`sr-only`,children:[` the dependency on `,e.feature]})]})]},e.feature))}),o.length>0&&(0,g.jsxs)(`p`,{"aria-label":`Child flags`,children:[`Flags that depend on `,n,`:`,` `,o.map((e,t)=>(0,g.jsxs)(`span`,{children:[t>0&&`, `,(0,g.jsx)(l,{href:_(e),children:e})]},e))]}),!s&&(o.length>0?(0,g.jsxs)(`p`,{className:`muted`,children:[`Flags depend on `,n,`, so it cannot depend on another flag.`]}):(0,g.jsx)(w,{projectId:t,flag:n}))]})}function w({projectId:e,flag:t}){let[n,r]=(0,d.useState)(``),l=u(n.trim(),250),[f,v]=(0,d.useState)(``),[S,C]=(0,d.useState)(!0),[w,T]=(0,d.useState)([]),[{fetching:E},D]=i(x),{toast:O}=c(),k=(0,d.useId)(),[A,j]=o({query:y,variables:{filter:{project:`IS:${e}`,query:l||null,sortBy:`name`,limit:_}}}),M=p(A.data?.searchFeatures.nodes??[],t),[N]=o({query:b,variables:{projectId:e,name:f},pause:f===``||!S}),P=N.data?m(N.data.feature.environments):[],F=(A.data?.searchFeatures.totalCount??0)>_,I=l!==n.trim()||A.fetching,L=e=>{v(e),T([])};return(0,g.jsxs)(`form`,{className:`create`,onSubmit:async n=>{if(n.preventDefault(),f===``)return;let r=await D({projectId:e,child:t,input:h(f,S,w)});r.error?O(`error`,a(r.error)):(O(`success`,`${t} now depends on ${f}`),L(``),C(!0))},"aria-label":`Add a dependency`,noValidate:!0,children:[(0,g.jsx)(`label`,{htmlFor:`${k}-search`,children:`Find a parent flag`}),(0,g.jsx)(`input`,{id:`${k}-search`,type:`search`,value:n,placeholder:`part of a name`,onChange:e=>r(e.target.value)}),(0,g.jsx)(`label`,{htmlFor:`${k}-parent`,children:`Parent flag`}),(0,g.jsxs)(`select`,{id:`${k}-parent`,value:f,onChange:e=>L(e.target.value),children:[(0,g.jsx)(`option`,{value:``,children:A.fetching&&!A.data?`loading…`:M.length===0?I?`searching…`:`no flag matches`:`choose one of ${M.length}`}),f!==``&&!M.includes(f)&&(0,g.jsx)(`option`,{value:f,children:f}),M.map(e=>(0,g.jsx)(`option`,{value:e,children:e},e))]}),(0,g.jsx)(`label`,{htmlFor:`${k}-state`,children:`Parent must be`}),(0,g.jsxs)(`select`,{id:`${k}-state`,value:S?`enabled`:`disabled`,onChange:e=>{C(e.target.value===`enabled`),T([])},children:[(0,g.jsx)(`option`,{value:`enabled`,children:`enabled`}),(0,g.jsx)(`option`,{value:`disabled`,children:`disabled`})]}),(0,g.jsx)(`button`,{type:`submit`,disabled:E||f===``,children:`Add dependency`}),F&&(0,g.jsx)(`p`,{className:`muted`,children:`More flags match: type part of a name to narrow the list.`}),A.error&&(0,g.jsx)(s,{error:A.error,refetch:j}),f!==``&&S&&N.data&&(0,g.jsxs)(`fieldset`,{className:`plain`,children:[(0,g.jsxs)(`legend`,{children:[`Variants of `,f,` that satisfy it`]}),P.length===0&&(0,g.jsxs)(`span`,{className:`muted`,children:[f,` has no variants: any will do.`]}),P.map(e=>(0,g.jsxs)(`label`,{children:[(0,g.jsx)(`input`,{type:`checkbox`,checked:w.includes(e),onChange:t=>T(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))}),` `,e]},e)),P.length>0&&w.length===0&&(0,g.jsx)(`span`,{className:`muted`,children:` (none checked: any)`})]})]})}export{C as default,v as parentPause};