/**
 * Workspace members as Zengine's API answered them: each carries its user (`user.id`,
 * `username`, `email`, `firstName`, `lastName`, `displayName`), which plugins read directly
 * (Zengine's chat tutorial shows `member.user.displayName`). Stored as `{ id }`, filled on reading.
 */
import type { ResourceBehavior } from '../api/environment';
import { StoredObject, idOf } from '../store';

/** The attributes of a user a member carries. */
export const MEMBER_USER_ATTRIBUTES = ['username', 'email', 'firstName', 'lastName', 'displayName'];

export const workspaceMembers: ResourceBehavior = {
  present(objects, collection, env): StoredObject[] {
    const ids = Array.from(new Set(objects.map((member) => idOf(member.user)).filter((id): id is number => id !== undefined)));
    const users = new Map(env.store.getMany('Users', ids).map((user) => [user.id, user] as [number, StoredObject]));
    return objects.map((member) => {
      const user = users.get(idOf(member.user) as number);
      if (!user) return member;
      const carried: Record<string, unknown> = { id: user.id };
      MEMBER_USER_ATTRIBUTES.forEach((name) => { if (user[name] !== undefined) carried[name] = user[name]; });
      return { ...member, user: carried };
    });
  }
};
