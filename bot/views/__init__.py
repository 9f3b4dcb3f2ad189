"""Persistent components: every button and select is a ``DynamicItem``.

State lives in the ``custom_id`` (``cr:<kind>:<table>[:<rest>]``): the table, and for moves the
state version they were made at.  Nothing is kept in memory per message, so a button made before
a restart works after it, and an out-of-date one is recognised and refused.
"""
