import { useId, useState, type FormEvent } from 'react';
import { useClient, useQuery } from 'urql';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import type { FlagPlaygroundQuery } from '../gql/graphql';
import { Field } from '../shared/Field';
import { LoadError, Loading } from '../shared/states';
import { parseProperties } from './properties';

const PlaygroundOptions = graphql(`
  query PlaygroundOptions {
    environments {
      name
    }
  }
`);

const Evaluate = graphql(`
  query FlagPlayground($input: PlaygroundInput!) {
    playground(input: $input) {
      name
      projectId
      isEnabled
      hasUnsatisfiedDependency
      variant {
        name
        enabled
      }
      strategies {
        id
        name
        title
        enabled
        evaluationStatus
      }
    }
  }
`);

type Result = FlagPlaygroundQuery['playground'];

/** FlagPlayground evaluates every flag of an environment for a context, as an SDK would, and says why. */
export default function FlagPlayground() {
  const [opts, refetch] = useQuery({ query: PlaygroundOptions });
  const client = useClient();
  const { toast } = useFeedback();
  const ids = useId();
  const [environment, setEnvironment] = useState('');
  const [userId, setUserId] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [remoteAddress, setRemoteAddress] = useState('');
  const [properties, setProperties] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const envs = opts.data?.environments ?? [];
  const env = environment || envs[0]?.name || '';
  const parsed = parseProperties(properties);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if ('error' in parsed) return;
    setBusy(true);
    const context = {
      userId: userId || null,
      sessionId: sessionId || null,
      remoteAddress: remoteAddress || null,
      properties: parsed.properties,
    };
    const r = await client
      .query(Evaluate, { input: { environment: env, context } }, { requestPolicy: 'network-only' })
      .toPromise();
    setBusy(false);
    if (r.error || !r.data) toast('error', errorMessage(r.error));
    else setResult(r.data.playground);
  };

  return (
    <>
      <h1>Flag playground</h1>
      <p className="muted">What an SDK of this environment would get for this context, and why.</p>
      {opts.fetching && !opts.data && <Loading what="environments" />}
      {opts.error && <LoadError error={opts.error} refetch={refetch} />}
      <form className="create" aria-label="Context" onSubmit={submit}>
        <Field label="Environment">
          <select value={env} onChange={(e) => setEnvironment(e.target.value)}>
            {envs.map((e) => (
              <option key={e.name}>{e.name}</option>
            ))}
          </select>
        </Field>
        <Field label="User ID">
          <input value={userId} onChange={(e) => setUserId(e.target.value)} />
        </Field>
        <Field label="Session ID">
          <input value={sessionId} onChange={(e) => setSessionId(e.target.value)} />
        </Field>
        <Field label="Remote address">
          <input value={remoteAddress} onChange={(e) => setRemoteAddress(e.target.value)} />
        </Field>
        <Field label="Other fields (name=value, comma-separated)">
          <input
            value={properties}
            aria-invalid={'error' in parsed}
            aria-describedby={'error' in parsed ? `${ids}-props-error` : undefined}
            onChange={(e) => setProperties(e.target.value)}
          />
        </Field>
        {'error' in parsed && (
          <span id={`${ids}-props-error`} className="field-error">
            {parsed.error}
          </span>
        )}
        <button type="submit" disabled={!env || busy || 'error' in parsed}>
          Evaluate
        </button>
      </form>
      {result && result.length === 0 && <p className="muted">There are no flags in {env}.</p>}
      {result && result.length > 0 && <Results result={result} />}
    </>
  );
}

function Results({ result }: { result: Result }) {
  return (
    <table aria-label="Evaluation">
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Project</th>
          <th scope="col">Enabled</th>
          <th scope="col">Variant</th>
          <th scope="col">Strategies</th>
        </tr>
      </thead>
      <tbody>
        {result.map((f) => (
          <tr key={`${f.projectId}/${f.name}`}>
            <td>{f.name}</td>
            <td>{f.projectId}</td>
            <td>
              {f.isEnabled ? 'yes' : 'no'}
              {f.hasUnsatisfiedDependency && <span className="badge">dependency not met</span>}
            </td>
            <td>{f.variant.enabled ? f.variant.name : <span className="muted">none</span>}</td>
            <td>
              {f.strategies.length === 0 && <span className="muted">none</span>}
              <ul>
                {f.strategies.map((s) => (
                  <li key={s.id}>
                    {s.title || s.name}:{' '}
                    {s.evaluationStatus === 'complete' ? (s.enabled ? 'on' : 'off') : s.evaluationStatus}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
