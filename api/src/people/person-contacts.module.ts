import { Module } from '@nestjs/common';
import { PersonContactsService } from './person-contacts.service';

/** What the people module answers to the marketplace about persons (PersonContactsService); imports nothing. */
@Module({ providers: [PersonContactsService], exports: [PersonContactsService] })
export class PersonContactsModule {}
