import { useOrganisationName } from '../hooks/use-organisation-name';

export type PageMetaProps = {
  /** The page's own name; the document title is "<title> · <organisation>". */
  title: string;
  /** The page's summary for search engines and link previews. */
  description: string;
  /** Keeps search engines away: the signed-in areas, the 404 page and pages whose URL carries a personal code. */
  noIndex?: boolean;
};

/**
 * The document title, the meta description and, when asked, `robots: noindex` of the page shown. React 19 hoists
 * them into <head> while the page is mounted; every route renders exactly one.
 */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const organisation = useOrganisationName();
  return (
    <>
      <title>{title && title !== organisation ? `${title} · ${organisation}` : organisation}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
