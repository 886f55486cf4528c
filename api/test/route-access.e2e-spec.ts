import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ACCESS_KEY, type RouteAccess } from '../src/platform/authentication/access-permission';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every route declares who may call it: a permission (`@RequireAccess`, `DeclareAccess` for the
 * back office), `@SignedIn()` or `@PublicRoute()`. A route that declares nothing fails here, so the
 * authorization matrix (authorization-matrix.e2e-spec.ts) always has a declaration to hold it to.
 */
describe('route access declarations', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(() => testApp.close());

  it('has a permission, signedIn or public on every controller route', () => {
    const discovery = new DiscoveryService(testApp.app.get(ModulesContainer));
    const scanner = new MetadataScanner();
    const reflector = testApp.app.get(Reflector);
    const undeclared: string[] = [];
    let routes = 0;
    for (const wrapper of discovery.getControllers()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        routes += 1;
        const access = reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS_KEY, [handler, controller]);
        if (access === undefined) {
          undeclared.push(`${controller.name}.${name} (${String(Reflect.getMetadata(PATH_METADATA, handler))})`);
        }
      }
    }
    expect(routes).toBeGreaterThan(50);
    expect(undeclared).toEqual([]);
  });
});
