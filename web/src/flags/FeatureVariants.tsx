import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { useLiveRefresh } from '../shared/live';
import { LoadError, Loading } from '../shared/states';
import {
  describeVariant,
  formatOverrides,
  fromVariant,
  newVariant,
  toVariantInput,
  variantsProblem,
  type VariantDraft,
} from './variants';
import { VariantEditors } from './VariantEditor';

const FeatureVariantsQuery = graphql(`
  query FeatureVariants($projectId: String!, $featureName: String!, $environment: String!) {
    featureVariants(projectId: $projectId, featureName: $featureName, environment: $environment) {
      name
      weight
      weightType
      stickiness
      payload {
        type
        value
      }
      overrides {
        contextName
        values
      }
    }
  }
`);

const SetFeatureVariants = graphql(`
  mutation SetFeatureVariants(
    $projectId: String!
    $featureName: String!
    $environment: String!
    $variants: [VariantInput!]!
  ) {
    setFeatureVariants(
      projectId: $projectId
      featureName: $featureName
      environment: $environment
      variants: $variants
    ) {
      name
    }
  }
`);

/** FeatureVariants shows the variants of a flag in one environment and, for who may, edits them all at once. */
export function FeatureVariants(props: {
  projectId: string;
  flag: string;
  environment: string;
  readOnly: boolean;
}) {
  const { projectId, flag, environment, readOnly } = props;
  const target = { projectId, featureName: flag, environment };
  const [res, refetch] = useQuery({ query: FeatureVariantsQuery, variables: target });
  useLiveRefresh(projectId, flag, refetch);
  const [{ fetching }, save] = useMutation(SetFeatureVariants);
  const [drafts, setDrafts] = useState<VariantDraft[] | null>(null);
  const { toast } = useFeedback();
  const heading = <h3>Variants in {environment}</h3>;
  if (res.fetching && !res.data) return <Loading what={`the variants in ${environment}`} />;
  if (res.error || !res.data) return res.error ? <LoadError error={res.error} refetch={refetch} /> : null;
  const list = res.data.featureVariants;
  const problem = drafts ? variantsProblem(drafts) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!drafts || problem) return;
    const r = await save({ ...target, variants: drafts.map(toVariantInput) });
    if (r.error) {
      toast('error', errorMessage(r.error));
      return;
    }
    toast('success', `Saved the variants in ${environment}`);
    setDrafts(null);
  };

  return (
    <>
      {heading}
      {list.length === 0 ? (
        <p className="muted">No variants in {environment}.</p>
      ) : (
        <ul className="constraints" aria-label={`Variants in ${environment}`}>
          {list.map((v) => (
            <li key={v.name}>
              {describeVariant(v)}
              {v.overrides.length > 0 && `, overrides: ${formatOverrides(v.overrides)}`}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && drafts === null && (
        <button type="button" onClick={() => setDrafts(list.map(fromVariant))}>
          Edit variants<span className="sr-only"> in {environment}</span>
        </button>
      )}
      {drafts !== null && (
        <form
          className="create"
          onSubmit={submit}
          aria-label={`Edit the variants in ${environment}`}
          noValidate
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDrafts(null);
          }}
        >
          <button type="button" onClick={() => setDrafts((vs) => [...(vs ?? []), newVariant()])}>
            Add a variant
          </button>
          <button type="submit" disabled={fetching || problem !== null}>
            Save variants
          </button>
          <button type="button" onClick={() => setDrafts(null)}>
            Cancel
          </button>
          <VariantEditors drafts={drafts} onChange={(f) => setDrafts((vs) => f(vs ?? []))} withOverrides />
        </form>
      )}
    </>
  );
}
