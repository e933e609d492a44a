// Renders /docs/openapi.json: operations grouped by tag, each with its parameters, request
// body and responses; schemas are shown as JSON with their $ref names.
"use strict";

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

function schemaText(schema, components, depth) {
  if (!schema) return "";
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop();
    if (depth > 2) return name;
    return name + " " + schemaText(components[name], components, depth + 1);
  }
  return JSON.stringify(schema, (k, v) => (v && v.$ref ? "→ " + v.$ref.split("/").pop() : v), 2);
}

function operation(method, path, op, doc) {
  const components = doc.components.schemas;
  const body = el("div", { class: "op-body" });
  const params = op.parameters || [];
  if (params.length) {
    const table = el("table", {}, el("tr", {}, el("th", {}, "Parameter"), el("th", {}, "In"), el("th", {}, "Type")));
    for (const p of params) table.append(el("tr", {}, el("td", {}, el("code", {}, p.name)), el("td", {}, p.in), el("td", {}, p.schema.type)));
    body.append(el("h4", {}, "Parameters"), table);
  }
  if (op.requestBody) {
    const [type, media] = Object.entries(op.requestBody.content)[0];
    body.append(el("h4", {}, "Request body (" + type + ")"), el("pre", {}, schemaText(media.schema, components, 0)));
  }
  body.append(el("h4", {}, "Responses"));
  for (const [status, resp] of Object.entries(op.responses)) {
    body.append(el("p", {}, el("strong", {}, status), " " + resp.description));
    for (const [type, media] of Object.entries(resp.content || {})) {
      body.append(el("pre", {}, type + "\n" + schemaText(media.schema, components, 0)));
    }
  }
  const summary = el("summary", {},
    el("span", { class: "method " + method }, method.toUpperCase()),
    el("span", { class: "path" }, path),
    el("span", { class: "summary" }, op.summary));
  if (op.security && op.security.length === 0) summary.append(el("span", { class: "public" }, "no credentials"));
  return el("details", { class: "op", id: op.operationId }, summary, body);
}

async function render() {
  const res = await fetch("/docs/openapi.json");
  const doc = await res.json();
  const byTag = new Map(doc.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) byTag.get(op.tags[0]).push(operation(method, path, op, doc));
  }
  const api = document.getElementById("api");
  api.textContent = "";
  for (const [tag, ops] of byTag) api.append(el("section", {}, el("h2", {}, tag), ...ops));
}

render().catch((e) => { document.getElementById("error").textContent = "Could not load the document: " + e; });
