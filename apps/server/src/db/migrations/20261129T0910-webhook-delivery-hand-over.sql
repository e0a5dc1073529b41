-- Different customers' webhooks side by side (decision 0058). A run that finds the customer's events being delivered
-- by another hands its event over and ends: that run goes on to it. has_job says whether a job of the event is still
-- queued or running, so that the run that leaves the event first in its customer's line sends it one when it has none.
alter table webhook_deliveries add column has_job boolean not null default true;

-- An event is given up at its job's last attempt, which pg-boss counts: a count of runs of our own is not needed.
alter table webhook_deliveries drop column runs;
