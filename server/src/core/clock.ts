import { Injectable } from '@nestjs/common';

/**
 * What time it is, for code that schedules (report slots): one object per app, so that a test
 * controls the time the scheduler sees (`jest.spyOn(app.get(Clock), 'now')`) while the rest of
 * the app and the database keep theirs. Deciders never read it: commands carry their time.
 */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
