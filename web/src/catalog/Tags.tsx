import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { usePermissions } from '../access/permissions';
import { fromServer, LoadError, Loading } from '../shared/states';
import { useAct } from '../shared/act';

const TagsQuery = graphql(`
  query TagTypesAndTags {
    tagTypes {
      name
      description
      icon
    }
    tags {
      type
      value
    }
  }
`);

const CreateTagType = graphql(`
  mutation CreateTagType($input: CreateTagTypeInput!) {
    createTagType(input: $input) {
      name
    }
  }
`);

const UpdateTagType = graphql(`
  mutation UpdateTagType($name: String!, $input: UpdateTagTypeInput!) {
    updateTagType(name: $name, input: $input) {
      name
      description
      icon
    }
  }
`);

const DeleteTagType = graphql(`
  mutation DeleteTagType($name: String!) {
    deleteTagType(name: $name)
  }
`);

const CreateTag = graphql(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      type
      value
    }
  }
`);

const DeleteTag = graphql(`
  mutation DeleteTag($type: String!, $value: String!) {
    deleteTag(type: $type, value: $value)
  }
`);

/** Tags lists the tag types, each with its tags; creates and deletes both, and edits a tag type. */
export function Tags() {
  const [res, refetch] = useQuery({ query: TagsQuery });
  const [, createType] = useMutation(CreateTagType);
  const [, removeType] = useMutation(DeleteTagType);
  const [, createTag] = useMutation(CreateTag);
  const [, removeTag] = useMutation(DeleteTag);
  const [typeName, setTypeName] = useState('');
  const [typeDesc, setTypeDesc] = useState('');
  const [tagType, setTagType] = useState('simple');
  const [tagValue, setTagValue] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const act = useAct();
  const { confirm } = useFeedback();
  const can = usePermissions();
  const ids = useId();
  const reload = fromServer(refetch);

  const onCreateType = async () => {
    const name = typeName.trim();
    if (await act(createType({ input: { name, description: typeDesc } }), `Created the tag type ${name}`)) {
      setTypeName('');
      setTypeDesc('');
      reload();
    }
  };
  const onCreateTag = async () => {
    const value = tagValue.trim();
    if (await act(createTag({ input: { type: tagType, value } }), `Created the tag ${tagType}:${value}`)) {
      setTagValue('');
      reload();
    }
  };
  const onDeleteType = async (name: string) => {
    if (
      !(await confirm(
        `Delete the tag type ${name}?`,
        'Its tags go too, also from the flags that carry them.',
        'Delete',
      ))
    )
      return;
    if (await act(removeType({ name }), `Deleted the tag type ${name}`)) reload();
  };
  const onDeleteTag = async (type: string, value: string) => {
    if (!(await confirm(`Delete the tag ${type}:${value}?`, 'Flags that carry it lose it.', 'Delete')))
      return;
    if (await act(removeTag({ type, value }), `Deleted the tag ${type}:${value}`)) reload();
  };

  const types = res.data?.tagTypes ?? [];
  return (
    <>
      <h1>Tags</h1>
      <div className="toolbar">
        {can('CREATE_TAG_TYPE') && (
          <form
            aria-label="New tag type"
            className="create"
            onSubmit={(e) => {
              e.preventDefault();
              if (typeName.trim()) void onCreateType();
            }}
          >
            <label htmlFor={`${ids}-type`}>Tag type name</label>
            <input id={`${ids}-type`} value={typeName} onChange={(e) => setTypeName(e.target.value)} />
            <label htmlFor={`${ids}-tdesc`}>Tag type description</label>
            <input id={`${ids}-tdesc`} value={typeDesc} onChange={(e) => setTypeDesc(e.target.value)} />
            <button type="submit" disabled={!typeName.trim()}>
              Create tag type
            </button>
          </form>
        )}
        {can('UPDATE_FEATURE') && types.length > 0 && (
          <form
            aria-label="New tag"
            className="create"
            onSubmit={(e) => {
              e.preventDefault();
              if (tagValue.trim()) void onCreateTag();
            }}
          >
            <label htmlFor={`${ids}-ttype`}>Type of the tag</label>
            <select id={`${ids}-ttype`} value={tagType} onChange={(e) => setTagType(e.target.value)}>
              {types.map((t) => (
                <option key={t.name}>{t.name}</option>
              ))}
            </select>
            <label htmlFor={`${ids}-value`}>Tag value</label>
            <input id={`${ids}-value`} value={tagValue} onChange={(e) => setTagValue(e.target.value)} />
            <button type="submit" disabled={!tagValue.trim()}>
              Create tag
            </button>
          </form>
        )}
      </div>
      {res.fetching && !res.data && <Loading what="tags" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && types.length === 0 && <p className="muted">There are no tag types.</p>}
      {types.map((t) => {
        const tags = res.data?.tags.filter((g) => g.type === t.name) ?? [];
        return (
          <section key={t.name} aria-label={`Tag type ${t.name}`} className="env">
            <header>
              <h2>{t.name}</h2>
              {can('UPDATE_TAG_TYPE') && editing !== t.name && (
                <button type="button" onClick={() => setEditing(t.name)}>
                  Edit<span className="sr-only"> the tag type {t.name}</span>
                </button>
              )}
              {can('DELETE_TAG_TYPE') && (
                <button type="button" className="danger" onClick={() => onDeleteType(t.name)}>
                  Delete<span className="sr-only"> the tag type {t.name}</span>
                </button>
              )}
            </header>
            {editing === t.name ? (
              <TagTypeForm
                tagType={t}
                onDone={() => {
                  setEditing(null);
                  reload();
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                {t.description && <p className="muted">{t.description}</p>}
                {t.icon && <p className="muted">Icon: {t.icon}</p>}
              </>
            )}
            {tags.length === 0 && <p className="muted">No tags of this type.</p>}
            <ul>
              {tags.map((g) => (
                <li key={g.value}>
                  {g.value}{' '}
                  {can('UPDATE_FEATURE') && (
                    <button
                      type="button"
                      className="chip-remove"
                      onClick={() => onDeleteTag(g.type, g.value)}
                    >
                      ×<span className="sr-only"> Delete the tag {g.value}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** TagTypeForm edits a tag type's description and icon (an empty icon clears it). */
function TagTypeForm({
  tagType,
  onDone,
  onCancel,
}: {
  tagType: { name: string; description: string; icon?: string | null };
  onDone: () => void;
  onCancel: () => void;
}) {
  const [, update] = useMutation(UpdateTagType);
  const [description, setDescription] = useState(tagType.description);
  const [icon, setIcon] = useState(tagType.icon ?? '');
  const act = useAct();
  const ids = useId();
  const save = async () => {
    const input = { description, icon: icon.trim() || null };
    if (await act(update({ name: tagType.name, input }), `Saved the tag type ${tagType.name}`)) onDone();
  };
  return (
    <form
      aria-label={`Edit the tag type ${tagType.name}`}
      className="create"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={`${ids}-desc`}>Description of {tagType.name}</label>
      <input id={`${ids}-desc`} value={description} onChange={(e) => setDescription(e.target.value)} />
      <label htmlFor={`${ids}-icon`}>Icon of {tagType.name}</label>
      <input id={`${ids}-icon`} value={icon} onChange={(e) => setIcon(e.target.value)} />
      <button type="submit">Save tag type</button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
