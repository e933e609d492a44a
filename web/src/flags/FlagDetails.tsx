import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { tagProblem } from './validate';

const UpdateFlag = graphql(`
  mutation UpdateFlag($projectId: String!, $name: String!, $input: UpdateFeatureInput!) {
    updateFeature(projectId: $projectId, name: $name, input: $input) {
      name
      description
      stale
      impressionData
    }
  }
`);

const AddTag = graphql(`
  mutation AddFlagTag($featureName: String!, $input: TagInput!) {
    addFeatureTag(featureName: $featureName, input: $input) {
      type
      value
    }
  }
`);

const RemoveTag = graphql(`
  mutation RemoveFlagTag($featureName: String!, $type: String!, $value: String!) {
    removeFeatureTag(featureName: $featureName, type: $type, value: $value)
  }
`);

/** FlagDetails shows and changes a flag's description, stale mark, impression data and tags. */
export function FlagDetails(props: {
  projectId: string;
  flag: {
    name: string;
    description?: string | null;
    stale: boolean;
    impressionData: boolean;
    tags: readonly { type: string; value: string }[];
  };
  /** readOnly shows the details to a user who may not change them. */
  readOnly: boolean;
}) {
  const { projectId, flag, readOnly } = props;
  const [, update] = useMutation(UpdateFlag);
  const [, addTag] = useMutation(AddTag);
  const [, removeTag] = useMutation(RemoveTag);
  const { toast, confirm } = useFeedback();
  const [description, setDescription] = useState(flag.description ?? '');
  const [tag, setTag] = useState('');
  const ids = useId();
  const problem = tag === '' ? null : tagProblem(tag);

  const change = async (
    input: { description?: string | null; stale?: boolean; impressionData?: boolean },
    done: string,
  ) => {
    const r = await update({ projectId, name: flag.name, input });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', done);
  };
  const saveDescription = (e: FormEvent) => {
    e.preventDefault();
    void change({ description: description.trim() === '' ? null : description }, 'Saved the description');
  };
  const onAddTag = async (e: FormEvent) => {
    e.preventDefault();
    if (tag === '' || problem) return;
    const r = await addTag({ featureName: flag.name, input: { type: 'simple', value: tag.trim() } });
    if (r.error) {
      toast('error', errorMessage(r.error));
      return;
    }
    toast('success', `Tagged ${flag.name} with ${tag.trim()}`);
    setTag('');
  };
  const onRemoveTag = async (type: string, value: string) => {
    if (!(await confirm(`Remove the tag ${type}:${value}?`, `${flag.name} loses the tag.`, 'Remove'))) return;
    const r = await removeTag({ featureName: flag.name, type, value });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `Removed the tag ${value}`);
  };

  return (
    <section aria-labelledby={`${ids}-details`} className="details">
      <fieldset disabled={readOnly} className="plain">
        <h2 id={`${ids}-details`} className="sr-only">
          Details
        </h2>
        <form className="create" onSubmit={saveDescription} aria-label="Description">
          <label htmlFor={`${ids}-description`}>Description</label>
          <input
            id={`${ids}-description`}
            size={50}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <button type="submit" disabled={description === (flag.description ?? '')}>
            Save description
          </button>
        </form>
        <div className="create">
          <label>
            <input
              type="checkbox"
              checked={flag.stale}
              onChange={(e) =>
                change({ stale: e.target.checked }, e.target.checked ? 'Marked stale' : 'No longer stale')
              }
            />{' '}
            Stale
          </label>
          <label>
            <input
              type="checkbox"
              checked={flag.impressionData}
              onChange={(e) =>
                change(
                  { impressionData: e.target.checked },
                  e.target.checked
                    ? 'SDKs now emit impression events'
                    : 'SDKs no longer emit impression events',
                )
              }
            />{' '}
            Impression data
          </label>
        </div>
        <form className="create" onSubmit={onAddTag} aria-label="Tags" noValidate>
          <span>Tags:</span>
          {flag.tags.length === 0 && <span className="muted">none</span>}
          {flag.tags.map((t) => (
            <span key={`${t.type}:${t.value}`} className="badge">
              {t.type === 'simple' ? t.value : `${t.type}:${t.value}`}{' '}
              <button type="button" className="chip-remove" onClick={() => onRemoveTag(t.type, t.value)}>
                ×<span className="sr-only"> Remove the tag {t.value}</span>
              </button>
            </span>
          ))}
          <label htmlFor={`${ids}-tag`} className="sr-only">
            New tag
          </label>
          <input
            id={`${ids}-tag`}
            placeholder="new tag"
            value={tag}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${ids}-tag-problem` : undefined}
            onChange={(e) => setTag(e.target.value)}
          />
          <button type="submit" disabled={tag === '' || problem !== null}>
            Add tag
          </button>
          {problem && (
            <p id={`${ids}-tag-problem`} className="field-error">
              {problem}
            </p>
          )}
        </form>
      </fieldset>
    </section>
  );
}
