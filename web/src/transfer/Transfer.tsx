import { useId, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import type { ValidateImportQuery } from '../gql/graphql';
import { usePermissions } from '../access/permissions';
import { LoadError, Loading } from '../shared/states';
import { useAct } from '../shared/act';
import { download, featureCount, importDocument, isYAML, parseDocument, type Document } from './parse';

const TransferOptions = graphql(`
  query TransferOptions {
    projects {
      id
      name
    }
    environments {
      name
    }
  }
`);

const ExportFeatures = graphql(`
  mutation ExportFeatures($query: ExportQueryInput!) {
    exportFeatures(query: $query)
  }
`);

const ValidateImport = graphql(`
  query ValidateImport($document: Map!) {
    validateImport(document: $document) {
      errors {
        message
        affectedItems
      }
      warnings {
        message
        affectedItems
      }
      permissions {
        message
        affectedItems
      }
    }
  }
`);

const ImportFeatures = graphql(`
  mutation ImportFeatures($document: Map!) {
    importFeatures(document: $document)
  }
`);

const ExportState = graphql(`
  query ExportState {
    exportState
  }
`);

const ImportState = graphql(`
  mutation ImportState($document: Map!, $drop: Boolean, $keep: Boolean) {
    importState(document: $document, drop: $drop, keep: $keep)
  }
`);

/**
 * Transfer exports a project's flags of one environment and, for roles that may import (Editor, Admin), imports
 * such a file; admins also move the legacy state.
 */
export default function Transfer() {
  const [res, refetch] = useQuery({ query: TransferOptions });
  const can = usePermissions();
  return (
    <>
      <h1>Import and export</h1>
      {res.fetching && !res.data && <Loading what="projects and environments" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.projects.length === 0 && (
        <p className="muted">There are no projects to export.</p>
      )}
      {res.data && res.data.projects.length > 0 && (
        <>
          <ExportForm projects={res.data.projects} environments={res.data.environments} />
          {can('UPDATE_PROJECT_IMPORT') && (
            <ImportForm projects={res.data.projects} environments={res.data.environments} />
          )}
        </>
      )}
      {can('ADMIN') && <StateForms />}
    </>
  );
}

interface Options {
  projects: readonly { id: string; name: string }[];
  environments: readonly { name: string }[];
}

/** Pickers chooses a project and an environment, labelled for what they are for. */
function Pickers(
  props: Options & {
    what: string;
    project: string;
    environment: string;
    onChange: (p: string, e: string) => void;
  },
) {
  const { projects, environments, what, project, environment, onChange } = props;
  const ids = useId();
  return (
    <>
      <label htmlFor={`${ids}-p`}>{what} project</label>
      <select id={`${ids}-p`} value={project} onChange={(e) => onChange(e.target.value, environment)}>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-e`}>{what} environment</label>
      <select id={`${ids}-e`} value={environment} onChange={(e) => onChange(project, e.target.value)}>
        {environments.map((e) => (
          <option key={e.name}>{e.name}</option>
        ))}
      </select>
    </>
  );
}

function ExportForm({ projects, environments }: Options) {
  const [, exportFeatures] = useMutation(ExportFeatures);
  const [project, setProject] = useState(projects[0]?.id ?? '');
  const [environment, setEnvironment] = useState(environments[0]?.name ?? '');
  const { toast } = useFeedback();
  const onExport = async () => {
    const r = await exportFeatures({ query: { project, environment } });
    if (r.error || !r.data) {
      toast('error', errorMessage(r.error));
      return;
    }
    const data = r.data.exportFeatures;
    download(`${project}-${environment}.json`, JSON.stringify(data, null, 2), 'application/json');
    toast('success', `Exported ${featureCount(data)} flags of ${project} in ${environment}`);
  };
  return (
    <form
      aria-label="Export flags"
      className="create"
      onSubmit={(e) => {
        e.preventDefault();
        void onExport();
      }}
    >
      <h2>Export</h2>
      <Pickers
        projects={projects}
        environments={environments}
        what="Export"
        project={project}
        environment={environment}
        onChange={(p, e) => {
          setProject(p);
          setEnvironment(e);
        }}
      />
      <button type="submit">Export</button>
    </form>
  );
}

function ImportForm({ projects, environments }: Options) {
  const client = useClient();
  const [, importFeatures] = useMutation(ImportFeatures);
  const [project, setProject] = useState(projects[0]?.id ?? '');
  const [environment, setEnvironment] = useState(environments[0]?.name ?? '');
  const [file, setFile] = useState<{ name: string; data: Document } | null>(null);
  const [checked, setChecked] = useState<ValidateImportQuery['validateImport'] | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useFeedback();
  const ids = useId();

  const validate = async (f: { data: Document } | null, p: string, e: string) => {
    setChecked(null);
    setResult(null);
    if (!f) return;
    setBusy(true);
    try {
      const document = importDocument(f.data, p, e);
      const r = await client
        .query(ValidateImport, { document }, { requestPolicy: 'network-only' })
        .toPromise();
      if (r.error || !r.data) toast('error', errorMessage(r.error));
      else setChecked(r.data.validateImport);
    } catch (err) {
      toast('error', errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    try {
      const f = { name: chosen.name, data: await parseDocument(await chosen.text(), chosen.name) };
      setFile(f);
      await validate(f, project, environment);
    } catch (err) {
      setFile(null);
      setChecked(null);
      toast('error', errorMessage(err));
    }
  };

  const onImport = async () => {
    if (!file) return;
    setBusy(true);
    const r = await importFeatures({ document: importDocument(file.data, project, environment) });
    setBusy(false);
    if (r.error) {
      toast('error', errorMessage(r.error));
      return;
    }
    const done = `Imported ${featureCount(file.data)} flags into ${project} (${environment})`;
    setResult(done);
    setChecked(null);
    toast('success', done);
  };

  const blocked = !checked || checked.errors.length > 0 || checked.permissions.length > 0;
  return (
    <form
      aria-label="Import flags"
      className="create"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) void onImport();
      }}
    >
      <h2>Import</h2>
      <Pickers
        projects={projects}
        environments={environments}
        what="Import into"
        project={project}
        environment={environment}
        onChange={(p, e) => {
          setProject(p);
          setEnvironment(e);
          void validate(file, p, e);
        }}
      />
      <label htmlFor={`${ids}-file`}>Export file (JSON)</label>
      <input
        id={`${ids}-file`}
        type="file"
        accept=".json,application/json"
        onChange={(e) => onFile(e.target)}
      />
      {busy && <Loading what="the check" />}
      {checked && (
        <div aria-label="Import check" role="region">
          <Findings title="Errors" items={checked.errors} />
          <Findings title="Warnings" items={checked.warnings} />
          <Findings title="Missing permissions" items={checked.permissions} />
          {!blocked && <p>The file can be imported: {featureCount(file?.data ?? {})} flags.</p>}
        </div>
      )}
      <button type="submit" disabled={blocked || busy}>
        Import
      </button>
      {result && <p role="status">{result}</p>}
    </form>
  );
}

function Findings({
  title,
  items,
}: {
  title: string;
  items: readonly { message: string; affectedItems: readonly string[] }[];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {items.map((m, i) => (
          <li key={i}>
            {m.message}
            {m.affectedItems.length > 0 && `: ${m.affectedItems.join(', ')}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** StateForms exports and imports the legacy state document, JSON or YAML; for admins. */
function StateForms() {
  const client = useClient();
  const [, importState] = useMutation(ImportState);
  const [format, setFormat] = useState<'json' | 'yaml'>('json');
  const [file, setFile] = useState<{ name: string; data: Document } | null>(null);
  const [drop, setDrop] = useState(false);
  const [keep, setKeep] = useState(true);
  const act = useAct();
  const { toast, confirm } = useFeedback();
  const ids = useId();

  const onExport = async () => {
    const r = await client.query(ExportState, {}, { requestPolicy: 'network-only' }).toPromise();
    if (r.error || !r.data) {
      toast('error', errorMessage(r.error));
      return;
    }
    const state = r.data.exportState;
    const text = format === 'yaml' ? (await import('js-yaml')).dump(state) : JSON.stringify(state, null, 2);
    download(
      `flagstone-state.${format === 'yaml' ? 'yml' : 'json'}`,
      text,
      format === 'yaml' ? 'text/yaml' : 'application/json',
    );
    toast('success', 'Exported the state');
  };
  const onFile = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    try {
      setFile({ name: chosen.name, data: await parseDocument(await chosen.text(), chosen.name) });
    } catch (err) {
      setFile(null);
      toast('error', errorMessage(err));
    }
  };
  const onImport = async () => {
    if (!file) return;
    if (
      drop &&
      !(await confirm(
        'Drop everything first?',
        'Every flag and custom strategy is deleted before the import.',
        'Drop and import',
      ))
    )
      return;
    await act(importState({ document: file.data, drop, keep }), `Imported the state from ${file.name}`);
  };

  return (
    <section aria-labelledby={`${ids}-state`}>
      <h2 id={`${ids}-state`}>Instance state (legacy)</h2>
      <form
        aria-label="Export the state"
        className="create"
        onSubmit={(e) => {
          e.preventDefault();
          void onExport();
        }}
      >
        <label htmlFor={`${ids}-format`}>State format</label>
        <select
          id={`${ids}-format`}
          value={format}
          onChange={(e) => setFormat(e.target.value as 'json' | 'yaml')}
        >
          <option value="json">JSON</option>
          <option value="yaml">YAML</option>
        </select>
        <button type="submit">Export the state</button>
      </form>
      <form
        aria-label="Import a state"
        className="create"
        onSubmit={(e) => {
          e.preventDefault();
          void onImport();
        }}
      >
        <label htmlFor={`${ids}-sfile`}>State file (JSON or YAML)</label>
        <input
          id={`${ids}-sfile`}
          type="file"
          accept=".json,.yml,.yaml,application/json,text/yaml"
          onChange={(e) => onFile(e.target)}
        />
        {file && (
          <p className="muted">
            {isYAML(file.name) ? 'YAML' : 'JSON'} file {file.name} read.
          </p>
        )}
        <label>
          <input type="checkbox" checked={drop} onChange={(e) => setDrop(e.target.checked)} /> Drop every flag
          and custom strategy first
        </label>
        <label>
          <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} /> Keep existing
          ones unchanged
        </label>
        <button type="submit" disabled={!file}>
          Import the state
        </button>
      </form>
    </section>
  );
}
