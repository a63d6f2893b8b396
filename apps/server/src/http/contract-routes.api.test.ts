import swagger from '@fastify/swagger';
import { apiRoutes, type RouteKey, type RouteSchemas } from '@sportsbook/contract/routes';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/index';
import { loadSiteConfig } from '../modules/site-config/load';
import { TEST_NOW, testDatabases } from '../test/databases';

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const split = (route: RouteKey) => {
  const [method, path] = route.split(' ') as [string, string];
  return { method: method.toLowerCase(), path };
};

/** What the web relies on of an operation: path and query parameters, the body, the success reply. */
function shape(operation: OpenApiOperation | undefined) {
  if (!operation) return undefined;
  const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
  return {
    parameters: (operation.parameters ?? [])
      .filter((p) => p.in === 'path' || p.in === 'query')
      .map(({ in: where, name, required, schema }) => ({ where, name, required: required ?? false, schema }))
      .sort((a, b) => `${a.where}${a.name}`.localeCompare(`${b.where}${b.name}`)),
    body: operation.requestBody?.content['application/json']?.schema,
    reply: success?.[1].content?.['application/json']?.schema,
  };
}

/** The OpenAPI document of a bare Fastify app registering exactly the contract's route table. */
async function contractDocument(): Promise<OpenApiDocument> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: 'contract', version: '0' } },
    transform: jsonSchemaTransform,
  });
  for (const [route, schemas] of Object.entries(apiRoutes) as [RouteKey, RouteSchemas][]) {
    const { method, path } = split(route);
    app.route({
      method: method.toUpperCase() as 'GET',
      url: path,
      schema: {
        ...(schemas.params && { params: schemas.params }),
        ...(schemas.query && { querystring: schemas.query }),
        ...(schemas.body && { body: schemas.body }),
        response: { [schemas.noContent ? 204 : 200]: schemas.reply },
      },
      handler: async () => null,
    });
  }
  await app.ready();
  const document = app.swagger() as unknown as OpenApiDocument;
  await app.close();
  return document;
}

/**
 * The web's typed client trusts packages/contract's route table: the server must register every
 * route of it with the same parameters, body and reply, so a changed route fails here and the
 * web's typecheck fails on the table change that mends this test.
 */
describe('the contract route table matches the routes the server registers', () => {
  let db: Db;
  let served: OpenApiDocument;
  let contract: OpenApiDocument;

  beforeAll(async () => {
    const [sqlite] = testDatabases();
    db = await (sqlite as NonNullable<typeof sqlite>).create();
    const { app } = await buildApp({
      config: { allowedOrigins: ['http://localhost:3000'], logLevel: 'silent', production: false },
      db,
      siteConfig: loadSiteConfig({ demo: true }),
      clock: () => TEST_NOW,
      logger: false,
    });
    await app.ready();
    served = app.swagger() as unknown as OpenApiDocument;
    await app.close();
    contract = await contractDocument();
  });
  afterAll(async () => {
    await db?.close();
  });

  const routes = Object.keys(apiRoutes) as RouteKey[];
  it.each(routes)('%s', (route) => {
    const { method, path } = split(route);
    const contracted = contract.paths[openApiPath(path)]?.[method];
    const expected = shape(contracted);
    const operation = served.paths[openApiPath(path)]?.[method];
    // A 204 route has no reply body to compare: the server must declare the 204 itself.
    if ((apiRoutes[route] as RouteSchemas).noContent)
      expect(Object.keys(operation?.responses ?? {})).toContain('204');
    else expect(expected?.reply).toBeDefined();
    expect(shape(operation)).toEqual(expected);
  });
});
