import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';

const statements = fs
  .readFileSync(`${migrationsFolder()}/0028_external_images_dropped.sql`, 'utf8')
  .split('--> statement-breakpoint');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database.drop();
});

const pixel = 'data:image/png;base64,iVBORw0KGgo=';

describe('migration 0028: images from other sites leave what companies posted', () => {
  it('drops every image from another site and keeps the text, inline images and this site’s', async () => {
    const client = await database.pool.connect();
    try {
      // Tables of the same shape in an empty database: the migration's own statements run on them.
      await client.query(
        'CREATE TABLE jobs (id int, description_html text NOT NULL, qualification_html text NOT NULL)',
      );
      await client.query('CREATE TABLE companies (id int, description text)');
      const external = [
        '<img src="https://tracker.example/p.gif?job=1&amp;u=2" alt="" />',
        '<img alt="x" src="http://tracker.example/p.gif" />',
        '<IMG src="//tracker.example/p.gif" />',
      ];
      const kept = `<p>Build things.</p><img src="${pixel}" alt="Team" /><img src="/api/files/7" />`;
      await client.query('INSERT INTO jobs VALUES (1, $1, $2), (2, $3, $3)', [
        `<p>Build things.</p>${external[0]}<img src="${pixel}" alt="Team" />${external[1]}<img src="/api/files/7" />`,
        `<ul><li>Go</li></ul>${external[2]}`,
        '<p>No pictures.</p>',
      ]);
      await client.query('INSERT INTO companies VALUES (1, $1), (2, NULL)', [
        `<p>We make tea.</p>${external[0]}`,
      ]);

      for (const statement of statements) await client.query(statement);

      const jobs = await client.query('SELECT * FROM jobs ORDER BY id');
      expect(jobs.rows).toEqual([
        { id: 1, description_html: kept, qualification_html: '<ul><li>Go</li></ul>' },
        {
          id: 2,
          description_html: '<p>No pictures.</p>',
          qualification_html: '<p>No pictures.</p>',
        },
      ]);
      const companies = await client.query('SELECT * FROM companies ORDER BY id');
      expect(companies.rows).toEqual([
        { id: 1, description: '<p>We make tea.</p>' },
        { id: 2, description: null },
      ]);
    } finally {
      client.release();
    }
  });
});
