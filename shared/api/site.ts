/** The site's endpoints (country and language, the blog), the API's own description, the operator's. */
import * as z from 'zod/mini';
import { blogListResponse, blogPostResponse } from '../blog-schemas';
import { LANGUAGES } from '../languages';
import type { Endpoint } from './endpoint';

const geoResponse = z.object({
  country: z.nullable(z.string()),
  language: z.enum(LANGUAGES),
  source: z.enum(['header', 'lookup', 'accept-language', 'none']),
});

const outboxItem = z.object({ id: z.string() });
const outboxView = z.object({ pending: z.array(outboxItem), dead: z.array(outboxItem) });

const healthResponse = z.object({ status: z.literal('ok') });
const readinessResponse = z.object({
  status: z.enum(['ready', 'unready', 'draining']),
  checks: z.record(z.string(), z.string()),
});

export const geo = {
  id: 'geo',
  method: 'get',
  path: '/api/geo',
  tag: 'site',
  summary: "The visitor's country (where the gateway can tell it) and language.",
  guard: 'public',
  ok: { status: 200, description: 'Country and language', schema: geoResponse },
} satisfies Endpoint;

export const blogList = {
  id: 'blogList',
  method: 'get',
  path: '/api/blog',
  tag: 'site',
  summary: 'The blog posts, newest first, without their content.',
  guard: 'public',
  ok: { status: 200, description: 'The posts', schema: blogListResponse },
} satisfies Endpoint;

export const blogPost = {
  id: 'blogPost',
  method: 'get',
  path: '/api/blog/{id}',
  tag: 'site',
  summary: 'One blog post with its Markdown content.',
  guard: 'public',
  params: z.object({ id: z.string() }),
  ok: { status: 200, description: 'The post', schema: blogPostResponse },
  errors: { 404: ['NOT_FOUND'] },
} satisfies Endpoint;

export const openApi = {
  id: 'openApi',
  method: 'get',
  path: '/api/openapi.json',
  tag: 'operations',
  summary: 'This description of the API, as OpenAPI 3.1.',
  guard: 'public',
  ok: { status: 200, description: 'The OpenAPI document', schema: z.object({ openapi: z.string() }) },
} satisfies Endpoint;

export const outbox = {
  id: 'outbox',
  method: 'get',
  path: '/api/admin/outbox',
  tag: 'admin',
  summary: 'What the outbox holds: pending items and dead letters (HTML to a browser). Only with ADMIN_TOKEN set.',
  guard: 'admin',
  ok: { status: 200, description: 'The outbox', schema: outboxView },
  errors: { 401: ['UNAUTHORIZED'] },
} satisfies Endpoint;

export const retryDeadLetters = {
  id: 'retryDeadLetters',
  method: 'post',
  path: '/api/admin/outbox/dead/retry',
  tag: 'admin',
  summary: 'Puts every dead letter back in the queue.',
  guard: 'admin',
  ok: { status: 200, description: 'The revived items', schema: z.object({ revived: z.array(z.string()) }) },
  errors: { 401: ['UNAUTHORIZED'] },
} satisfies Endpoint;

export const retryDeadLetter = {
  id: 'retryDeadLetter',
  method: 'post',
  path: '/api/admin/outbox/dead/{id}/retry',
  tag: 'admin',
  summary: 'Puts one dead letter back in the queue.',
  guard: 'admin',
  params: z.object({ id: z.string() }),
  ok: { status: 200, description: 'The revived item', schema: z.object({ revived: z.string() }) },
  errors: { 401: ['UNAUTHORIZED'], 404: ['NOT_FOUND'] },
} satisfies Endpoint;

export const discardDeadLetter = {
  id: 'discardDeadLetter',
  method: 'delete',
  path: '/api/admin/outbox/dead/{id}',
  tag: 'admin',
  summary: 'Discards one dead letter.',
  guard: 'admin',
  params: z.object({ id: z.string() }),
  ok: { status: 200, description: 'The discarded item', schema: z.object({ discarded: z.string() }) },
  errors: { 401: ['UNAUTHORIZED'], 404: ['NOT_FOUND'] },
} satisfies Endpoint;

export const health = {
  id: 'health',
  method: 'get',
  path: '/healthz',
  tag: 'operations',
  summary: 'Liveness: the process answers.',
  guard: 'public',
  ok: { status: 200, description: 'Alive', schema: healthResponse },
  outsideApi: true,
} satisfies Endpoint;

export const readiness = {
  id: 'readiness',
  method: 'get',
  path: '/readyz',
  tag: 'operations',
  summary: 'Readiness: this instance can do its work (journal, Redis) and is not shutting down; 503 otherwise.',
  guard: 'public',
  ok: { status: 200, description: 'Ready', schema: readinessResponse },
  others: { 503: { description: 'Not ready (a check failed) or draining', schema: readinessResponse } },
  outsideApi: true,
} satisfies Endpoint;
