import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { fromServer, LoadError, Loading } from '../shared/states';
import { expiryAfterDays, isExpired, tokenScopeInput, when, type TokenType } from './logic';
import { Field } from '../shared/Field';
import { useAct } from '../shared/act';
import { ExpiryField, SaveOrCancel, SecretOnce } from './ui';

const TokensQuery = graphql(`
  query AdminApiTokens {
    apiTokens {
      id
      tokenName
      type
      environment
      projects
      secret
      expiresAt
      createdAt
      seenAt
    }
    projects {
      id
      name
    }
    environments {
      name
    }
  }
`);

const CreateToken = graphql(`
  mutation AdminCreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`);

const ChangeExpiry = graphql(`
  mutation AdminChangeApiTokenExpiry($id: Int!, $expiresAt: Time!) {
    updateApiTokenExpiryById(id: $id, expiresAt: $expiresAt) {
      id
      expiresAt
    }
  }
`);

const RevokeToken = graphql(`
  mutation AdminRevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);

/**
 * ApiTokens creates client, frontend and admin tokens (the secret shown once), lists them,
 * changes their expiry and revokes them.
 */
export function ApiTokens() {
  const [res, refetch] = useQuery({ query: TokensQuery, requestPolicy: 'cache-and-network' });
  const [secret, setSecret] = useState<string | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const [, revoke] = useMutation(RevokeToken);
  const act = useAct();
  const { confirm } = useFeedback();
  const reload = fromServer(refetch);

  const onRevoke = async (id: number, name: string) => {
    if (!(await confirm(`Revoke ${name}?`, 'Applications using it are refused at once.', 'Revoke'))) return;
    if (await act(revoke({ id }), `Revoked ${name}`)) reload();
  };

  return (
    <>
      <h1>API tokens</h1>
      {res.data && (
        <CreateTokenForm
          projects={res.data.projects}
          environments={res.data.environments.map((e) => e.name)}
          onCreated={(s) => {
            setSecret(s);
            reload();
          }}
        />
      )}
      {secret && <SecretOnce label="The new token's secret" secret={secret} onDone={() => setSecret(null)} />}
      {res.fetching && !res.data && <Loading what="API tokens" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.apiTokens.length === 0 && <p className="muted">There are no API tokens yet.</p>}
      {res.data && res.data.apiTokens.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Projects</th>
              <th scope="col">Environment</th>
              <th scope="col">Secret</th>
              <th scope="col">Expires</th>
              <th scope="col">Last seen</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {res.data.apiTokens.map((t) => (
              <tr key={t.id}>
                <td>{t.tokenName}</td>
                <td>{t.type}</td>
                <td>{t.projects.join(', ')}</td>
                <td>{t.environment}</td>
                <td>
                  <code>{t.secret}</code>
                </td>
                <td>
                  {changing === t.id ? (
                    <ExpiryForm
                      id={t.id}
                      name={t.tokenName}
                      onDone={() => {
                        setChanging(null);
                        reload();
                      }}
                      onCancel={() => setChanging(null)}
                    />
                  ) : (
                    <>
                      {when(t.expiresAt)}
                      {isExpired(t.expiresAt) && <span className="badge">expired</span>}
                    </>
                  )}
                </td>
                <td>{when(t.seenAt)}</td>
                <td>
                  <div className="row-actions">
                    {changing !== t.id && (
                      <button type="button" onClick={() => setChanging(t.id)}>
                        Change expiry<span className="sr-only"> of {t.tokenName}</span>
                      </button>
                    )}
                    <button type="button" className="danger" onClick={() => onRevoke(t.id, t.tokenName)}>
                      Revoke
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function CreateTokenForm({
  projects,
  environments,
  onCreated,
}: {
  projects: readonly { id: string; name: string }[];
  environments: readonly string[];
  onCreated: (secret: string) => void;
}) {
  const [name, setName] = useState('');
  const [type, setType] = useState<TokenType>('client');
  const [chosen, setChosen] = useState<string[]>([]);
  const [environment, setEnvironment] = useState(environments[0] ?? 'development');
  const [days, setDays] = useState(0);
  const [{ fetching }, create] = useMutation(CreateToken);
  const act = useAct();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      tokenName: name,
      type,
      expiresAt: expiryAfterDays(days),
      ...tokenScopeInput(type, chosen, environment),
    };
    const data = await act(create({ input }), `Created the token ${name}`);
    if (!data) return;
    setName('');
    onCreated(data.createApiToken.secret);
  };
  return (
    <form className="toolbar" aria-label="New API token" onSubmit={submit}>
      <Field label="Token name">
        <input required value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Token type">
        <select value={type} onChange={(e) => setType(e.target.value as TokenType)}>
          <option value="client">Client (server SDKs)</option>
          <option value="frontend">Frontend (browser SDKs)</option>
          <option value="admin">Admin (the admin API)</option>
        </select>
      </Field>
      {type !== 'admin' && (
        <>
          <Field label="Projects (none: all)">
            <select
              multiple
              value={chosen}
              onChange={(e) => setChosen([...e.target.selectedOptions].map((o) => o.value))}
            >
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Environment">
            <select value={environment} onChange={(e) => setEnvironment(e.target.value)}>
              {environments.map((env) => (
                <option key={env} value={env}>
                  {env}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
      <ExpiryField days={days} onChange={setDays} never />
      <button type="submit" disabled={fetching || !name}>
        Create token
      </button>
    </form>
  );
}

/** ExpiryForm sets a token's new expiry, some days from now (a token's expiry cannot be removed, as in the reference). */
function ExpiryForm({
  id,
  name,
  onDone,
  onCancel,
}: {
  id: number;
  name: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [days, setDays] = useState(30);
  const [{ fetching }, change] = useMutation(ChangeExpiry);
  const act = useAct();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const expiresAt = expiryAfterDays(days);
    if (expiresAt && (await act(change({ id, expiresAt }), `Changed the expiry of ${name}`))) onDone();
  };
  return (
    <form aria-label={`Expiry of ${name}`} onSubmit={submit}>
      <ExpiryField days={days} onChange={setDays} />
      <SaveOrCancel save="Save expiry" busy={fetching} onCancel={onCancel} />
    </form>
  );
}
