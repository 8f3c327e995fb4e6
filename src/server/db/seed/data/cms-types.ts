import type { ContentListItem } from '#server/db/schema/cms.ts';

/** One content item of the seed: page path, tag group and tag; HTML, list or a file path. */
export type SeedContent = {
  pagePath: string;
  tagGroup: string;
  tag: string;
  htmlContent?: string;
  listContent?: ContentListItem[];
  filePath?: string;
};

/** [header, body, icon] rows numbered 1.. in the order given. */
export function list(rows: readonly (readonly [string, string, string?])[]): ContentListItem[] {
  return rows.map(([header, body, icon], index) => ({
    order_id: index + 1,
    id: index + 1,
    html_header: header,
    html_body: body,
    icon_name: icon ?? null,
  }));
}

/** The seven tags of a landing section (public-side section 3) for one page path and tag group. */
export function landing(
  pagePath: string,
  tagGroup: string,
  page: {
    header: string;
    subtext: string;
    heroImg: string;
    sectionHeader: string;
    sectionSubtext: string;
    sectionList: readonly (readonly [string, string, string?])[];
    sectionImg: string;
  },
): SeedContent[] {
  return [
    { pagePath, tagGroup, tag: 'header', htmlContent: page.header },
    { pagePath, tagGroup, tag: 'header_subtext', htmlContent: page.subtext },
    { pagePath, tagGroup, tag: 'hero_img', filePath: page.heroImg },
    { pagePath, tagGroup, tag: 'section_header', htmlContent: page.sectionHeader },
    { pagePath, tagGroup, tag: 'section_header_subtext', htmlContent: page.sectionSubtext },
    { pagePath, tagGroup, tag: 'section_list', listContent: list(page.sectionList) },
    { pagePath, tagGroup, tag: 'section_img', filePath: page.sectionImg },
  ];
}
