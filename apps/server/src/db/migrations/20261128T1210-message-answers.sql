-- The provider answers a customer's request (an agreement request sent from the portal) with a
-- message of its own (docs/decisions/0057-the-provider-reports-what-it-did-next.md).

-- Who wrote a message: the customer from the portal, or the provider. The portal's own messages
-- so far are the requests, made with a request id or an id M-<uuid>.
alter table messages add column from_customer boolean not null default false;
update messages set from_customer = true
  where request_id is not null
     or message_id ~ '^M-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

-- The provider's answer names the request it answers; a request with an answer is answered.
alter table messages add column in_reply_to text references messages (message_id) on delete cascade;
create index messages_in_reply_to on messages (in_reply_to) where in_reply_to is not null;
