// One answer that starts hundreds of tool calls at once, all still running when the next one
// starts: the timeline packs each run on a lane of its own, far more lanes than its panel shows.
// A second prompt is a task of one lane.
import { CaseBuilder } from './case-builder';
import { caseId } from './ids';

export const FAN_OUT_SESSION = caseId('f0000100');
export const FAN_OUT_CALLS = 300;

const fanOutCallId = (i: number): string => `call-${String(i).padStart(3, '0')}`;

export function wideFanOut(): CaseBuilder {
  const p = CaseBuilder.start();
  p.meta(FAN_OUT_SESSION).user('Check every service.').begin();
  for (let i = 0; i < FAN_OUT_CALLS; i++) p.call(fanOutCallId(i), 'exec_command', { i });
  p.end('completed');
  for (let i = 0; i < FAN_OUT_CALLS; i++) p.output(fanOutCallId(i), `service ${i}: ok`);
  p.begin().text('All services answered.').end('completed');
  p.user('Thanks.').begin().text('You are welcome.').end('completed');
  return p;
}
