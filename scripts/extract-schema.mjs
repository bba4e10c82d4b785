#!/usr/bin/env node
// Writes mock-backend/schema.graphql: the part of Magento's storefront schema that the embedded
// backend serves, cut out of the real schema so names, types, nullability and arguments match.
//
//   node scripts/extract-schema.mjs [path/to/magento/schema.graphql] [path/to/extensions.graphql]
//
// What is kept is driven by mock-backend/schema.config.json:
//   roots        root fields per operation type (Query, Mutation) that the backend implements
//   fields       per object/interface type: the only fields kept (an implementation keeps the
//                fields its kept interfaces keep, plus its own fields that no interface declares)
//   excludeTypes types never emitted; a field returning one of them is dropped
// Everything reachable from the kept root fields is emitted; input types are emitted whole.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print } from 'graphql';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const realPath = process.argv[2] ?? join(root, '../shared/magento/schema.graphql');
const extPath = process.argv[3] ?? join(root, '../shared/magento/storefront-extensions.graphql');
const config = JSON.parse(readFileSync(join(root, 'mock-backend/schema.config.json'), 'utf8'));

const defs = new Map();
for (const def of parse(readFileSync(realPath, 'utf8')).definitions) {
  if (def.name) defs.set(def.name.value, { ...def });
}
// Merge the brand's extensions into the base definitions.
for (const def of parse(readFileSync(extPath, 'utf8')).definitions) {
  const name = def.name.value;
  if (def.kind.endsWith('Extension')) {
    const base = defs.get(name);
    defs.set(name, { ...base, fields: [...(base.fields ?? []), ...(def.fields ?? [])] });
  } else {
    defs.set(name, { ...def });
  }
}

const BUILTIN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const excluded = new Set(config.excludeTypes ?? []);
const named = (type) => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type));
const isObjectLike = (def) =>
  def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.INTERFACE_TYPE_DEFINITION;

const keep = new Map(); // name -> pruned definition
const queue = [];
const want = (name) => {
  if (BUILTIN.has(name) || keep.has(name) || excluded.has(name)) return;
  if (!defs.has(name)) throw new Error(`type ${name} is not in the schema`);
  keep.set(name, null);
  queue.push(name);
};
const fieldUsable = (field) => !excluded.has(named(field.type));

const implementationsOf = (iface) =>
  [...defs.values()].filter(
    (d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.interfaces?.some((i) => i.name.value === iface),
  );

function keptFieldNames(def) {
  const own = config.fields?.[def.name.value];
  if (def.kind === Kind.INTERFACE_TYPE_DEFINITION) return own ? new Set(own) : null;
  // Object type: its own list, else the fields its kept interfaces keep plus type-specific ones.
  if (own) {
    const names = new Set(own);
    for (const i of def.interfaces ?? []) {
      const list = config.fields?.[i.name.value];
      if (list && !excluded.has(i.name.value)) list.forEach((f) => names.add(f));
    }
    return names;
  }
  const ifaces = (def.interfaces ?? []).map((i) => defs.get(i.name.value));
  if (ifaces.length === 0) return null;
  const names = new Set();
  for (const field of def.fields ?? []) {
    const declaring = ifaces.filter((i) => i.fields.some((f) => f.name.value === field.name.value));
    if (declaring.length === 0) names.add(field.name.value);
    for (const i of declaring) {
      if (excluded.has(i.name.value)) continue;
      const list = config.fields?.[i.name.value];
      if (!list || list.includes(field.name.value)) names.add(field.name.value);
    }
  }
  return names;
}

for (const [op, names] of Object.entries(config.roots)) {
  const def = defs.get(op);
  const fields = names.map((n) => {
    const f = def.fields.find((x) => x.name.value === n);
    if (!f) throw new Error(`${op}.${n} is not in the schema`);
    return f;
  });
  keep.set(op, { ...def, fields });
  for (const f of fields) {
    want(named(f.type));
    for (const a of f.arguments ?? []) want(named(a.type));
  }
}

while (queue.length) {
  const name = queue.shift();
  const def = defs.get(name);
  let out = def;
  if (isObjectLike(def)) {
    const names = keptFieldNames(def);
    const fields = def.fields.filter((f) => (!names || names.has(f.name.value)) && fieldUsable(f));
    const interfaces = (def.interfaces ?? []).filter((i) => !excluded.has(i.name.value));
    out = { ...def, fields, interfaces };
    for (const i of interfaces) want(i.name.value);
    for (const f of fields) {
      want(named(f.type));
      for (const a of f.arguments ?? []) want(named(a.type));
    }
    if (def.kind === Kind.INTERFACE_TYPE_DEFINITION) {
      for (const impl of implementationsOf(name)) want(impl.name.value);
    }
  } else if (def.kind === Kind.UNION_TYPE_DEFINITION) {
    const types = def.types.filter((t) => !excluded.has(t.name.value));
    out = { ...def, types };
    types.forEach((t) => want(t.name.value));
  } else if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
    for (const f of def.fields) want(named(f.type));
  }
  keep.set(name, out);
}

// An interface kept only because an implementation names it must not lose fields that kept
// implementations rely on; and an implementation must carry every field of its kept interfaces.
for (const [name, def] of keep) {
  if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
  for (const i of def.interfaces) {
    const iface = keep.get(i.name.value);
    for (const f of iface.fields) {
      if (!def.fields.some((x) => x.name.value === f.name.value)) {
        throw new Error(`${name} lacks ${i.name.value}.${f.name.value}`);
      }
    }
  }
}

const order = [...keep.keys()].sort((a, b) => {
  const rank = (n) => (n === 'Query' ? 0 : n === 'Mutation' ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b);
});
const header =
  "# Generated by scripts/extract-schema.mjs from Magento 2.4.8's storefront schema and the\n" +
  "# brand's extensions. Edit mock-backend/schema.config.json and run `npm run schema`, never by hand.\n\n";
const body = order.map((n) => print(keep.get(n))).join('\n\n');
writeFileSync(join(root, 'mock-backend/schema.graphql'), header + body + '\n');
console.log(`mock-backend/schema.graphql: ${keep.size} types`);
