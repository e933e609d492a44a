import{a as e}from"./rolldown-runtime-BWaJ3C7D.js";import{n as t,o as n}from"./preload-helper-tnXV0pyJ.js";import{a as r,c as i,i as a,l as o,t as s}from"./states-BTAOXqrc.js";import{f as c,u as l}from"./index-D9j05zjE.js";var u=e(n(),1);function d(e){return e.enabled?e.variants.length===0?`${e.feature} must be enabled`:`${e.feature} must be enabled with variant ${e.variants.join(` or `)}`:`${e.feature} must be disabled`}function f(e,t){return e.filter(e=>e.name!==t&&e.dependencies.length===0).map(e=>e.name).sort((e,t)=>e.localeCompare(t))}function p(e){let t=new Set;for(let n of e){for(let e of n.variants)t.add(e.name);for(let e of n.strategies)for(let n of e.variants)t.add(n.name)}return[...t].sort((e,t)=>e.localeCompare(t))}function m(e,t,n){return{feature:e,enabled:t,variants:t?[...n]:[]}}var h=t(),g=20,_=r(`
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
`),v=r(`
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
`),y=r(`
  mutation AddDependency($projectId: String!, $child: String!, $input: DependencyInput!) {
    addDependency(projectId: $projectId, child: $child, input: $input) {
      feature
      enabled
      variants
    }
  }
`),b=r(`
  mutation DeleteDependency($projectId: String!, $child: String!, $parent: String!) {
    deleteDependency(projectId: $projectId, child: $child, parent: $parent)
  }
`);function x(e){let{projectId:t,flag:n,dependencies:r,dependents:o,readOnly:s}=e,[,f]=i(b),{toast:p,confirm:m}=l(),g=(0,u.useId)(),_=e=>`/projects/${encodeURIComponent(t)}/features/${encodeURIComponent(e)}`,v=async e=>{if(!await m(`Remove the dependency on ${e}?`,`${n} no longer needs ${e}.`,`Remove`))return;let r=await f({projectId:t,child:n,parent:e});r.error?p(`error`,a(r.error)):p(`success`,`${n} no longer depends on ${e}`)};return(0,h.jsxs)(`section`,{"aria-labelledby":`${g}-deps`,className:`dependencies`,children:[(0,h.jsx)(`h2`,{id:`${g}-deps`,children:`Dependencies`}),r.length===0?(0,h.jsxs)(`p`,{className:`muted`,children:[n,` depends on no other flag.`]}):(0,h.jsx)(`ul`,{className:`constraints`,"aria-label":`Parent flags`,children:r.map(e=>(0,h.jsxs)(`li`,{children:[(0,h.jsx)(c,{href:_(e.feature),children:e.feature}),`: `,d(e),` `,!s&&(0,h.jsxs)(`button`,{type:`button`,className:`danger`,onClick:()=>v(e.feature),children:[`Remove`,(0,h.jsxs)(`span`,{className:`sr-only`,children:[` the dependency on `,e.feature]})]})]},e.feature))}),o.length>0&&(0,h.jsxs)(`p`,{"aria-label":`Child flags`,children:[`Flags that depend on `,n,`:`,` `,o.map((e,t)=>(0,h.jsxs)(`span`,{children:[t>0&&`, `,(0,h.jsx)(c,{href:_(e),children:e})]},e))]}),!s&&(o.length>0?(0,h.jsxs)(`p`,{className:`muted`,children:[`Flags depend on `,n,`, so it cannot depend on another flag.`]}):(0,h.jsx)(S,{projectId:t,flag:n}))]})}function S({projectId:e,flag:t}){let[n,r]=(0,u.useState)(``),[c,d]=(0,u.useState)(``),[b,x]=(0,u.useState)(!0),[S,C]=(0,u.useState)([]),[{fetching:w},T]=i(y),{toast:E}=l(),D=(0,u.useId)(),[O,k]=o({query:_,variables:{filter:{project:`IS:${e}`,query:n.trim()||null,sortBy:`name`,limit:g}}}),A=f(O.data?.searchFeatures.nodes??[],t),[j]=o({query:v,variables:{projectId:e,name:c},pause:c===``||!b}),M=j.data?p(j.data.feature.environments):[],N=(O.data?.searchFeatures.totalCount??0)>g,P=e=>{d(e),C([])};return(0,h.jsxs)(`form`,{className:`create`,onSubmit:async n=>{if(n.preventDefault(),c===``)return;let r=await T({projectId:e,child:t,input:m(c,b,S)});r.error?E(`error`,a(r.error)):(E(`success`,`${t} now depends on ${c}`),P(``),x(!0))},"aria-label":`Add a dependency`,noValidate:!0,children:[(0,h.jsx)(`label`,{htmlFor:`${D}-search`,children:`Find a parent flag`}),(0,h.jsx)(`input`,{id:`${D}-search`,type:`search`,value:n,placeholder:`part of a name`,onChange:e=>r(e.target.value)}),(0,h.jsx)(`label`,{htmlFor:`${D}-parent`,children:`Parent flag`}),(0,h.jsxs)(`select`,{id:`${D}-parent`,value:c,onChange:e=>P(e.target.value),children:[(0,h.jsx)(`option`,{value:``,children:O.fetching&&!O.data?`loading…`:A.length===0?`no flag matches`:`choose one of ${A.length}`}),c!==``&&!A.includes(c)&&(0,h.jsx)(`option`,{value:c,children:c}),A.map(e=>(0,h.jsx)(`option`,{value:e,children:e},e))]}),(0,h.jsx)(`label`,{htmlFor:`${D}-state`,children:`Parent must be`}),(0,h.jsxs)(`select`,{id:`${D}-state`,value:b?`enabled`:`disabled`,onChange:e=>{x(e.target.value===`enabled`),C([])},children:[(0,h.jsx)(`option`,{value:`enabled`,children:`enabled`}),(0,h.jsx)(`option`,{value:`disabled`,children:`disabled`})]}),(0,h.jsx)(`button`,{type:`submit`,disabled:w||c===``,children:`Add dependency`}),N&&(0,h.jsx)(`p`,{className:`muted`,children:`More flags match: type part of a name to narrow the list.`}),O.error&&(0,h.jsx)(s,{error:O.error,refetch:k}),c!==``&&b&&j.data&&(0,h.jsxs)(`fieldset`,{className:`plain`,children:[(0,h.jsxs)(`legend`,{children:[`Variants of `,c,` that satisfy it`]}),M.length===0&&(0,h.jsxs)(`span`,{className:`muted`,children:[c,` has no variants: any will do.`]}),M.map(e=>(0,h.jsxs)(`label`,{children:[(0,h.jsx)(`input`,{type:`checkbox`,checked:S.includes(e),onChange:t=>C(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))}),` `,e]},e)),M.length>0&&S.length===0&&(0,h.jsx)(`span`,{className:`muted`,children:` (none checked: any)`})]})]})}export{x as default};