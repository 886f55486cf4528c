import { Logger } from '@nestjs/common';
import { BackgroundTasks } from './background-tasks';

describe('BackgroundTasks', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts the task after the caller has finished, and idle() waits for it', async () => {
    const tasks = new BackgroundTasks();
    const order: string[] = [];
    tasks.run('first', async () => {
      order.push('task');
    });
    order.push('caller');
    await tasks.idle();
    expect(order).toEqual(['caller', 'task']);
  });

  it('logs a failing task instead of leaving its rejection unhandled, and waits for tasks started meanwhile', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const tasks = new BackgroundTasks();
    let second = false;
    tasks.run('breaks', async () => {
      tasks.run('follows', async () => {
        second = true;
      });
      throw new Error('SMTP down');
    });
    await tasks.beforeApplicationShutdown();
    process.off('unhandledRejection', unhandled);
    expect(second).toBe(true);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Background task "breaks" failed: Error: SMTP down'));
    expect(unhandled).not.toHaveBeenCalled();
  });
});
