-- A refresh answer lost on the network (the gateway rotated, the phone never heard) is retried with the same
-- token. Within a short grace, and while nothing newer of its family was exchanged, the retry is answered
-- with a fresh next token and the unheard one is voided: presenting a voided token, like a reused one, ends
-- its family (it was heard after all, so someone holds two).
ALTER TABLE refresh_tokens ADD COLUMN voided_at timestamptz;
