-- One membership per person and organisation. Better Auth looks for an existing member before it inserts one, but
-- not when an invitation is accepted, and two requests can both look before either inserts: someone who changed
-- their address to an invited one held two rows, and removing or demoting one of them left the other in force.
-- Duplicates already there keep the strongest role (owner, then admin, then the earliest); the owner trigger of
-- 0013 lets a duplicate owner row go, since the row kept is an owner too.
DELETE FROM "member" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "organization_id", "user_id"
      ORDER BY member_role_is_owner("role") DESC,
        'admin' = ANY (string_to_array(replace("role", ' ', ''), ',')) DESC,
        "created_at", "id"
    ) AS "rank"
    FROM "member"
  ) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "member_organization_user_unique" ON "member" USING btree ("organization_id","user_id");
