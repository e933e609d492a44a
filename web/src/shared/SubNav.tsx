import { Link } from 'wouter';

/** Section is one entry of a sub-navigation: a screen's address and its name. */
export interface Section {
  href: string;
  label: string;
}

/**
 * currentSection is the section that location is in (the section's address or a page below it), or
 * undefined: /admin/groups/3 is in /admin/groups, /admin/groupsx in none.
 */
export function currentSection<S extends Section>(sections: readonly S[], location: string): S | undefined {
  return sections.find((s) => location === s.href || location.startsWith(`${s.href}/`));
}

/**
 * SubNav links the screens of one area (the admin area, the catalog), the current one marked for
 * assistive technology and by style. label names the navigation landmark.
 */
export function SubNav(props: { label: string; sections: readonly Section[]; current?: Section }) {
  const { label, sections, current } = props;
  return (
    <nav aria-label={label} className="subnav">
      {sections.map((s) => (
        <Link key={s.href} href={s.href} aria-current={s.href === current?.href ? 'page' : undefined}>
          {s.label}
        </Link>
      ))}
    </nav>
  );
}
