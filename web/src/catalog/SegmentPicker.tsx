import { useQuery } from 'urql';
import { graphql } from '../gql';
import { segmentsFor, toggled, type SegmentChoice } from './segments';
import { LoadError, Loading } from '../shared/states';

// Named apart from the catalog's Segments query: this one reads only what the strategy form needs.
export const StrategySegmentsQuery = graphql(`
  query StrategySegments {
    segments {
      id
      name
      project
    }
  }
`);

/** useSegments reads the instance's segments once (they change rarely), for names and choices. */
export function useSegments(): SegmentChoice[] {
  const [res] = useQuery({ query: StrategySegmentsQuery, requestPolicy: 'cache-first' });
  return res.data?.segments ?? [];
}

/**
 * SegmentPicker chooses the segments a strategy uses among those of the instance it may use, one
 * checkbox each (a multi-select a keyboard and a screen reader handle as well as a mouse).
 */
export function SegmentPicker(props: {
  projectId: string;
  selected: number[];
  onChange: (ids: number[]) => void;
  where: string;
}) {
  const { projectId, selected, onChange, where } = props;
  const [res, refetch] = useQuery({ query: StrategySegmentsQuery, requestPolicy: 'cache-and-network' });
  const legend = <legend>Segments in {where}</legend>;
  if (res.fetching && !res.data)
    return (
      <fieldset className="constraint">
        {legend}
        <Loading what="the segments" />
      </fieldset>
    );
  if (res.error && !res.data)
    return (
      <fieldset className="constraint">
        {legend}
        <LoadError error={res.error} refetch={refetch} />
      </fieldset>
    );
  const choices = segmentsFor(res.data?.segments ?? [], projectId);
  return (
    <fieldset className="constraint">
      {legend}
      {choices.length === 0 && <p className="muted">No segments yet: create them in the catalog.</p>}
      {choices.map((s) => (
        <label key={s.id}>
          <input
            type="checkbox"
            checked={selected.includes(s.id)}
            onChange={(e) => onChange(toggled(selected, s.id, e.target.checked))}
          />{' '}
          {s.name}
        </label>
      ))}
    </fieldset>
  );
}
