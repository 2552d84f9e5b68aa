-- An organisation always keeps an owner. Parley's hooks on Better Auth's endpoints refuse the last owner's
-- removal, leaving or demotion with a clear message, but they count owners before Better Auth writes, outside any
-- transaction: two owners leaving (or demoting each other) at the same moment both counted two and both went.
-- This trigger is the rule where the write happens. It locks the organisation's row first, so that such changes
-- in one organisation run one after the other; a VOLATILE function's statements each take a new snapshot under
-- READ COMMITTED, so the count after the lock sees the change that held it. Account deletion takes the same row
-- lock (src/server/auth/account-deletion.server.ts). SQLSTATE PY001 is mapped to Better Auth's 400 by the
-- adapter (src/server/auth/last-owner.server.ts). Deleting an organisation empties it first: Better Auth deletes
-- its members, then the organisation, and the adapter marks that first statement's transaction with
-- parley.emptying_organization. A member row deleted with its organisation (the foreign key's cascade) finds no
-- organisation row to lock (its own transaction deleted it) and goes too.
-- member_role_is_owner is parseOrgRole's rule (src/lib/access-policy.ts) in SQL: a role is a comma-separated list.
CREATE FUNCTION "member_role_is_owner"(role text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'owner' = ANY (string_to_array(replace(coalesce(role, ''), ' ', ''), ','))
$$;--> statement-breakpoint
CREATE FUNCTION "member_keeps_an_owner"() RETURNS trigger
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT member_role_is_owner(OLD.role) THEN
    RETURN COALESCE(NEW, OLD);
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('parley.emptying_organization', true) = OLD.organization_id THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.organization_id = OLD.organization_id
    AND member_role_is_owner(NEW.role) THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM "organization" WHERE id = OLD.organization_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN COALESCE(NEW, OLD);
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM "member"
    WHERE organization_id = OLD.organization_id AND id <> OLD.id
      AND member_role_is_owner(role)
  ) THEN
    RAISE EXCEPTION 'organization % would have no owner', OLD.organization_id USING ERRCODE = 'PY001';
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$;--> statement-breakpoint
CREATE TRIGGER "member_keeps_an_owner" BEFORE DELETE OR UPDATE OF "role", "organization_id" ON "member"
FOR EACH ROW EXECUTE FUNCTION "member_keeps_an_owner"();
