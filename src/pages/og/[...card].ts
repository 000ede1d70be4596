// The Open Graph pictures, one per place and language, drawn from the content at build time (src/lib/og.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { ogCard, ogImagePath, ogPlaces } from '../../lib/og.ts';
import { drawOgCard } from '../../lib/og-card.ts';

export const getStaticPaths = (async () =>
  (await ogPlaces()).map(({ place, lang }) => ({
    params: { card: ogImagePath(place, lang).replace(/^\/og\//, '') },
    props: { place, lang },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { place, lang } = props as Awaited<ReturnType<typeof ogPlaces>>[number];
  const jpeg = await drawOgCard(await ogCard(place, lang));
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
};
