import { describe, expect, it } from 'vitest';
import { createJob } from '#server/test/factories/job.ts';
import { cityId, countryId } from '#server/test/factories/reference-data.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { joinedTerm, keywordTerms } from './search/search-sql.ts';
import { search } from './jobs-test-setup.ts';

useTestApp();

const ids = async (query: string) => (await search(query)).body.items.map((job) => job.id).sort();

describe('a search that forgives', () => {
  it('finds front-end, front end and frontend jobs by any of the three spellings', async () => {
    const hyphen = await createJob(t.db, { title: 'Front-End Developer zq7' });
    const joined = await createJob(t.db, { title: 'Frontend Engineer zq7' });
    const both = [hyphen.publicId, joined.publicId].sort();
    // A second term (after the comma) keeps other tests' jobs out.
    for (const keyword of ['front-end', 'frontend', 'front end'])
      expect(await ids(`keyword=${encodeURIComponent(`${keyword}, zq7`)}`), keyword).toEqual(both);
  });

  it('finds a location typed as the pages show it, city and country', async () => {
    const tr = await countryId(t.db, 'TR');
    const ankara = await createJob(t.db, {
      title: 'Muhasebe Uzmanı zq8',
      countryId: tr,
      cityId: await cityId(t.db, 'TR', 'Ankara'),
    });
    await createJob(t.db, {
      title: 'Muhasebe Uzmanı zq8',
      countryId: tr,
      cityId: await cityId(t.db, 'TR', 'İstanbul'),
    });
    expect(await ids(`keyword=${encodeURIComponent('Ankara, Türkiye')}`)).toContain(
      ankara.publicId,
    );
    const both = await ids(`keyword=${encodeURIComponent('zq8, Ankara, Türkiye')}`);
    expect(both).toEqual([ankara.publicId]);
  });

  it('reads terms and joined forms', () => {
    expect(keywordTerms('Ankara, Türkiye')).toEqual(['Ankara', 'Türkiye']);
    expect(keywordTerms(' , data ,')).toEqual(['data']);
    expect(joinedTerm('front-end')).toBe('frontend');
    expect(joinedTerm('front end')).toBe('frontend');
    expect(joinedTerm('frontend')).toBeNull();
  });
});

describe('a misspelt keyword', () => {
  it('shows the results of the closest spelling and says which', async () => {
    const job = await createJob(t.db, { title: 'Kubernetes Orchestrator' });
    const answer = await search(`keyword=${encodeURIComponent('kubernets orchestrater')}`);
    expect(answer.response.statusCode).toBe(200);
    expect(answer.body.correctedKeyword).toBe('kubernetes orchestrator');
    expect(answer.body.items.map((item) => item.id)).toContain(job.publicId);
    // A keyword that finds something is never second-guessed.
    const exact = await search('keyword=kubernetes');
    expect(exact.body.correctedKeyword).toBeUndefined();
    // Nothing close: nothing found, no suggestion.
    const none = await search('keyword=qqqxxzzyy');
    expect(none.body).toMatchObject({ total: 0, items: [] });
    expect(none.body.correctedKeyword).toBeUndefined();
  });
});

describe('sorting by reward', () => {
  it('groups rewards by currency and sorts the amounts within each, never across', async () => {
    const usdHigh = await createJob(t.db, {
      title: 'Reward zq9',
      rewardMinor: 500_000,
      rewardCurrency: 'USD',
    });
    const eur = await createJob(t.db, {
      title: 'Reward zq9',
      rewardMinor: 10_000,
      rewardCurrency: 'EUR',
    });
    const usdLow = await createJob(t.db, {
      title: 'Reward zq9',
      rewardMinor: 10_000,
      rewardCurrency: 'USD',
    });
    const order = async (direction: string) =>
      (await search(`keyword=zq9&sort=reward&order=${direction}`)).body.items.map((job) => job.id);
    expect(await order('desc')).toEqual([eur.publicId, usdHigh.publicId, usdLow.publicId]);
    expect(await order('asc')).toEqual([eur.publicId, usdLow.publicId, usdHigh.publicId]);
  });
});
