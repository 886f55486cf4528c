import { Global, Module } from '@nestjs/common';
import { Lifecycle } from './lifecycle';

/** The application's Lifecycle (requests in flight, draining), for configureApp, health and main.ts. */
@Global()
@Module({ providers: [{ provide: Lifecycle, useFactory: () => new Lifecycle() }], exports: [Lifecycle] })
export class LifecycleModule {}
